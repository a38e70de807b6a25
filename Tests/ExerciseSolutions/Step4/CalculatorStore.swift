import CalculatorModel

/// The calculator's store: it holds the state, changes it only through the reducer, and tells
/// whoever listens after every action.
@MainActor
final class CalculatorStore {
  private(set) var state: CalculatorState
  /// Called with each new state. The view listens here, holding itself weakly.
  var onChange: ((CalculatorState) -> Void)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) {
    self.model = model
    var state = CalculatorState()
    state.resultText = String(model.sum(of: "", separatedBy: ""))
    self.state = state
  }

  func send(_ action: CalculatorAction) {
    state.reduce(action, model: model)
    onChange?(state)
  }
}
