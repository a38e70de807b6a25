import CalculatorMVC
import CalculatorModel

/// The MVC calculator, driven headlessly, composed by ``MVCCalculatorComposition``.
///
/// The screen holds the controller, as a window holds its root view controller; the
/// controller owns the view, and the view points back at it only through its weak delegate.
@MainActor
final class MVCCalculatorScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view: HeadlessCalculatorView

  init(model: any CalculatorModel, trace: Trace?) {
    view = HeadlessCalculatorView(trace: trace)
    controller = MVCCalculatorComposition.compose(view: view, model: model)
  }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
}

/// A stand-in for the `UIView`: it reports edits to its delegate and shows what it is set to.
@MainActor
final class HeadlessCalculatorView: MVCCalculatorComposition.View {
  weak var delegate: (any CalculatorViewDelegate)? {
    didSet { recordDelegateSet() }
  }
  private(set) var resultText = ""
  let trace: Trace?

  init(trace: Trace?) {
    self.trace = trace
  }

  func show(resultText text: String) { resultText = text }
}
