import CalculatorModel

/// The calculator's logic: each edit is stored, and the result recomputed and formatted.
///
/// The Model is called inside the reducer, not from an effect. Its sum is synchronous and
/// pure, the same answer for the same fields, so calling it keeps the reducer a function of
/// its input; an effect is for work that waits or touches the world. As an effect, the sum
/// would come back on a later turn, the label would show the old result meanwhile, and every
/// test would have to wait for an answer that was never in doubt. The Model comes in through
/// the initializer, so a test can pass a stub.
nonisolated public struct CalculatorReducer: Reducer {
  private let model: any CalculatorModel

  public init(model: any CalculatorModel = SumModel()) {
    self.model = model
  }

  /// The state the screen opens with: empty fields, and their sum as the Model answers it, `0`.
  public var initialState: CalculatorState {
    CalculatorState(resultText: resultText(of: "", separatedBy: ""))
  }

  public func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) -> Effect<CalculatorAction> {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    state.resultText = resultText(of: state.input, separatedBy: state.token)
    return .none
  }

  /// The Model's sum, as the label shows it.
  private func resultText(of input: String, separatedBy token: String) -> String {
    String(model.sum(of: input, separatedBy: token))
  }
}
