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

  init(model: any CalculatorModel) {
    view = HeadlessCalculatorView()
    controller = CalculatorController(view: view, model: model)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
  var parts: [AnyObject] { [controller, view] }
}

/// A stand-in for the `UIView`: it reports edits to its delegate and shows what it is set to.
@MainActor
private final class HeadlessCalculatorView: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)?
  private(set) var resultText = ""

  func userEditsToken(_ token: String) {
    delegate?.calculatorView(self, didChangeToken: token)
  }

  func userEditsInput(_ input: String) {
    delegate?.calculatorView(self, didChangeInput: input)
  }

  func setResultText(_ text: String) {
    resultText = text
  }
}
