import CalculatorMVP
import CalculatorRule

/// The MVP calculator, driven headlessly: the screen is the passive view itself.
///
/// It holds its presenter strongly and forwards every edit to it; the presenter holds it
/// weakly and tells it what to display.
@MainActor
final class MVPCalculatorScreen: CalculatorScreen, CalculatorMVP.CalculatorView {
  private let presenter: CalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    presenter = CalculatorPresenter(model: model)
    trace?.call(.view, to: .presenter, "attach(self)")
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    presenter.tokenDidChange(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    presenter.inputDidChange(input)
  }

  func display(resultText: String) {
    trace?.call(.presenter, to: .view, "display(resultText: \(Trace.literal(resultText)))")
    self.resultText = resultText
  }
}
