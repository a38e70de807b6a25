import CalculatorModel

/// Step 3: the view model keeps the state, asks the Model and formats, like the presenter,
/// but names no view: it publishes ``resultText``, and views bind to it.
@MainActor
final class CalculatorViewModel {
  /// The result label's text: the empty fields' sum at first, then a new value per edit.
  let resultText: BoundValue<String>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  /// Input: the user edited the token field.
  func tokenChanged(_ token: String) {
    self.token = token
    resultText.update(String(model.sum(of: input, separatedBy: token)))
  }

  /// Input: the user edited the input field.
  func inputChanged(_ input: String) {
    self.input = input
    resultText.update(String(model.sum(of: input, separatedBy: token)))
  }
}
