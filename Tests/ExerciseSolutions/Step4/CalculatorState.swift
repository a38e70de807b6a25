import CalculatorModel

/// The whole calculator screen as a value.
struct CalculatorState: Equatable {
  var token = ""
  var input = ""
  var resultText = "0"

  /// The reducer: the state after `action`. It touches nothing but the state, and asks the
  /// Model it is given for the sum.
  mutating func reduce(_ action: CalculatorAction, model: any CalculatorModel) {
    switch action {
    case .tokenChanged(let token): self.token = token
    case .inputChanged(let input): self.input = input
    }
    resultText = String(model.sum(of: input, separatedBy: token))
  }
}
