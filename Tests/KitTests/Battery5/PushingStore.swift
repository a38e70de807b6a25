import CalculatorModel
import KataDriver
import KataShape

// Wrong: a store that keeps its views itself, in boxes that hold each weakly "so the store
// never keeps a view alive", and pushes each new state to them, cast back to the protocol they
// draw by. A store that knows its views serves only those it was told of.

/// What the store draws.
@MainActor
protocol StoreDrawing: AnyObject {
  func draw(resultText: String)
}

/// A view, held weakly, as the store keeps it.
struct WeakViewBox {
  weak var view: AnyObject?
}

@MainActor
final class PushingStore {
  private(set) var state: LedgerCalculatorState
  private let reducer: StepChecked<LedgerCalculatorReducer>
  private var views: [WeakViewBox] = []

  init(reducer: StepChecked<LedgerCalculatorReducer>) {
    self.reducer = reducer
    state = reducer.initialState
  }

  /// Takes `view` among the views told of each state, and tells it the state now.
  func register(_ view: AnyObject) {
    views.append(WeakViewBox(view: view))
    (view as? any StoreDrawing)?.draw(resultText: state.resultText)
  }

  func send(_ action: LedgerCalculatorAction) {
    _ = reducer.reduce(&state, action)
    for box in views { (box.view as? any StoreDrawing)?.draw(resultText: state.resultText) }
  }
}

@MainActor
final class PushedCalculatorView: CalculatorScreen, StoreDrawing {
  let store: PushingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = PushingStore(reducer: StepChecked(LedgerCalculatorReducer { model }))
    self.trace = trace
    store.register(self)
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

  func draw(resultText: String) {
    trace?.arrived(
      at: .view, "draw(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .store)
    self.resultText = resultText
  }
}

extension Architecture {
  static let battery5PushingStore = Architecture(
    name: "battery5-pushing-store", summary: "a store that keeps weak boxes of its views",
    pattern: .unidirectional,
    roles: [
      .objects(of: PushedCalculatorView.self, are: .view),
      .objects(of: PushingStore.self, are: .store),
      .objects(of: LedgerCalculatorReducer.self, are: .store),
    ] + Architecture.store.roles,
    calculator: { PushedCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
}
