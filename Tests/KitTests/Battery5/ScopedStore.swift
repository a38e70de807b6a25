import CalculatorModel
import KataDriver
import KataShape

// A store scoped as TCA scopes one: the screen's composition makes an app store whose state
// holds the calculator's among others, and hands the view a child store that reads its part of
// the state and sends its actions wrapped as the app's. The child keeps its parent, so the view
// owns the whole. Honest: the app reducer reduces every action, the child only forwards.

struct ScopedAppState: Equatable, Sendable {
  var calculator: LedgerCalculatorState
  /// Another feature's part of the state, which the calculator's view never reads.
  var edits = 0
}

enum ScopedAppAction: Sendable, Equatable {
  case calculator(LedgerCalculatorAction)
}

/// The app's reducer: the calculator's actions are reduced by the calculator's reducer, and
/// counted.
@MainActor
struct ScopedAppReducer {
  let calculator: LedgerCalculatorReducer

  var initialState: ScopedAppState { ScopedAppState(calculator: calculator.initialState) }

  func reduce(_ state: inout ScopedAppState, _ action: ScopedAppAction) {
    switch action {
    case .calculator(let action):
      _ = calculator.reduce(&state.calculator, action)
      state.edits += 1
    }
  }
}

@MainActor
final class ScopedAppStore {
  private(set) var state: ScopedAppState
  private let reducer: StepChecked<ScopedAppReducer>
  private var subscribers: [(id: Int, tell: (ScopedAppState) -> Void)] = []
  private var nextID = 0

  init(reducer: StepChecked<ScopedAppReducer>) {
    self.reducer = reducer
    state = reducer.base.initialState
  }

  func send(_ action: ScopedAppAction) {
    let before = state
    reducer.step(&state, action) { $0.reduce(&$1, $2) }
    guard state != before else { return }
    for id in subscribers.map(\.id) { subscribers.first { $0.id == id }?.tell(state) }
  }

  func subscribe(_ subscriber: @escaping (ScopedAppState) -> Void) -> LedgerSubscription {
    let id = nextID
    nextID += 1
    subscribers.append((id, subscriber))
    subscriber(state)
    return LedgerSubscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }

  /// A store of the calculator's part: its state, and its actions wrapped.
  func scopeToCalculator() -> ScopedCalculatorStore { ScopedCalculatorStore(parent: self) }
}

/// The calculator's part of the app store.
@MainActor
final class ScopedCalculatorStore {
  private let parent: ScopedAppStore

  init(parent: ScopedAppStore) { self.parent = parent }

  var state: LedgerCalculatorState { parent.state.calculator }

  func send(_ action: LedgerCalculatorAction) { parent.send(.calculator(action)) }

  /// Tells `subscriber` the label now, and each time it changes.
  func subscribe(toLabel subscriber: @escaping (String) -> Void) -> LedgerSubscription {
    var last: String?
    return parent.subscribe { state in
      guard state.calculator.resultText != last else { return }
      last = state.calculator.resultText
      subscriber(state.calculator.resultText)
    }
  }
}

@MainActor
final class ScopedCalculatorView: CalculatorScreen {
  let store: ScopedCalculatorStore
  private let trace: Trace?
  private var subscription: LedgerSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    let app = ScopedAppStore(
      reducer: StepChecked(ScopedAppReducer(calculator: LedgerCalculatorReducer { model })))
    store = app.scopeToCalculator()
    self.trace = trace
    subscription = store.subscribe { [weak self] in self?.draw($0) }
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
    trace?.arrived(at: .view, "draw(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

extension Architecture {
  static let battery5Scoped = Architecture(
    name: "battery5-scoped", summary: "a store scoped from an app store, as TCA scopes one",
    pattern: .unidirectional,
    roles: [
      .objects(of: ScopedCalculatorView.self, are: .view),
      .objects(of: ScopedCalculatorStore.self, are: .store),
      .objects(of: ScopedAppStore.self, are: .store),
      .objects(of: ScopedAppReducer.self, are: .store),
      .objects(of: LedgerCalculatorReducer.self, are: .store),
      .objects(of: LedgerSubscription.self, are: .binding),
    ] + Architecture.store.roles,
    calculator: { ScopedCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
}
