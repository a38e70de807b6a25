import CalculatorModel

/// Step 2: the presenter keeps the state, asks the Model, formats, and commands its view
/// through ``CalculatorDisplay``. It holds the view weakly: the view owns it.
@MainActor
final class CalculatorPresenter {
  private weak var view: (any CalculatorDisplay)?
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
  }

  /// Takes `view` as the view to command, and shows it the first result.
  func attach(_ view: any CalculatorDisplay) {
    self.view = view
    present()
  }

  func tokenDidChange(_ token: String) {
    self.token = token
    present()
  }

  func inputDidChange(_ input: String) {
    self.input = input
    present()
  }

  private func present() {
    view?.display(resultText: String(model.sum(of: input, separatedBy: token)))
  }
}
