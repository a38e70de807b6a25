import CalculatorMVC
import CalculatorRule

/// The MVC calculator, driven headlessly.
///
/// The screen holds the controller, as a window holds its root view controller; the
/// controller owns the view, and the view points back at it only through its weak delegate.
@MainActor
final class MVCCalculatorScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view: HeadlessCalculatorView

  init(model: any CalculatorModel, trace: Trace?) {
    view = HeadlessCalculatorView(trace: trace)
    controller = CalculatorController(view: view, model: model)
    // In MVC the system opens the controller, not the view.
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
}

/// A stand-in for the `UIView`: it reports edits to its delegate and shows what it is set to.
@MainActor
final class HeadlessCalculatorView: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)? {
    didSet { trace?.call(.controller, to: .view, "delegate = self") }
  }
  private(set) var resultText = ""
  private let trace: Trace?

  init(trace: Trace?) {
    self.trace = trace
  }

  func userEditsToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeToken: \(Trace.literal(token)))")
    delegate?.calculatorView(self, didChangeToken: token)
  }

  func userEditsInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeInput: \(Trace.literal(input)))")
    delegate?.calculatorView(self, didChangeInput: input)
  }

  func setResultText(_ text: String) {
    trace?.call(.controller, to: .view, "setResultText(\(Trace.literal(text)))")
    resultText = text
  }
}
