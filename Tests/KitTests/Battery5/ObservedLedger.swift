import CalculatorModel
import CalculatorObservation
import KataDriver
import KataShape
import Observation

// A store observed through `@Observable`, as TCA observes its store for SwiftUI: the state is
// one observable property, changed only by `send`, and the view draws inside the tracking (the
// Observation lesson's `TrackedRendering`). Honest: the view reads what the store holds, and
// sends actions.

@Observable
@MainActor
final class TrackedCalculatorStore {
  private(set) var state: LedgerCalculatorState
  @ObservationIgnored private let reducer: StepChecked<LedgerCalculatorReducer>

  init(reducer: StepChecked<LedgerCalculatorReducer>) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func send(_ action: LedgerCalculatorAction) {
    var next = state
    _ = reducer.reduce(&next, action)
    if next != state { state = next }
  }
}

@MainActor
final class ObservedStoreCalculatorView: CalculatorScreen, SettlingScreen {
  let store: TrackedCalculatorStore
  private let trace: Trace?
  private var rendering: Rendering?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = TrackedCalculatorStore(reducer: StepChecked(LedgerCalculatorReducer { model }))
    self.trace = trace
    let draw = {
      TrackedRendering.render(redrawingOn: .nextTurn) { [weak self] in
        guard let self else { return }
        self.draw(self.store.state.resultText)
      }
    }
    rendering = trace?.delivering(draw) ?? draw()
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

  private func draw(_ text: String) {
    if let trace {
      trace.arrived(whileDrawing: rendering?.isDrawing ?? trace.isDelivering) {
        trace.arrived(at: .view, "draw(\(Trace.literal(text)))", carrying: text, from: .store)
      }
    }
    resultText = text
  }

  func settle() async {
    for _ in 0..<10_000 where resultText != store.state.resultText {
      await Task.yield()
    }
  }
}

extension Architecture {
  static let battery5ObservedStore = Architecture(
    name: "battery5-observed-store", summary: "a store observed through @Observable",
    pattern: .unidirectional,
    roles: [
      .objects(of: ObservedStoreCalculatorView.self, are: .view),
      .objects(of: TrackedCalculatorStore.self, are: .store),
      .objects(of: LedgerCalculatorReducer.self, are: .store),
      .objects(of: Rendering.self, are: .binding),
    ] + Architecture.store.roles,
    calculator: { ObservedStoreCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
}
