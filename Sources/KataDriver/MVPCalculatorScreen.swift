import CalculatorMVP
import CalculatorRule

/// The MVP calculator, driven headlessly: the screen is the passive view itself.
///
/// It holds its presenter strongly and forwards every edit to it; the presenter holds it
/// weakly and tells it what to display.
@MainActor
final class MVPCalculatorScreen: CalculatorScreen, CalculatorMVP.CalculatorView {
  private let presenter: CalculatorPresenter
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    presenter = CalculatorPresenter(model: model)
    presenter.attach(self)
  }

  func editToken(_ token: String) { presenter.tokenDidChange(token) }
  func editInput(_ input: String) { presenter.inputDidChange(input) }
  var parts: [AnyObject] { [self, presenter] }

  func display(resultText: String) {
    self.resultText = resultText
  }
}
