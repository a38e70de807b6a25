import CalculatorModel
import KataDriver

/// The calculator's view, headless: it sends an action per user event and renders each
/// state the store hands it.
@MainActor
final class StoreCalculatorScreen: CalculatorScreen {
  private let store: CalculatorStore
  private(set) var resultText: String
  private let trace: Trace?

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    store = CalculatorStore(model: model)
    resultText = store.state.resultText
    store.onChange = { [weak self] state in self?.render(state) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "send(.tokenChanged(\(Trace.literal(token))))")
    store.send(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
    store.send(.inputChanged(input))
  }

  private func render(_ state: CalculatorState) {
    trace?.arrived(
      at: .view, "render(resultText: \(Trace.literal(state.resultText)))", carrying: state.resultText,
      from: .store)
    resultText = state.resultText
  }
}
