import CalculatorModel
import KataDriver
import KataShape

// MVI as Android writes it, in Swift: the view sends intents into the store's channel, the
// store's own loop takes them one at a time, reduces each into the next view state, and every
// view rendering that state is told. Processing is asynchronous: the label changes a turn
// after the edit. Honest: one state, changed only by the reducer, in the store's own task.

enum CalculatorIntent: Sendable, Equatable {
  case editToken(String)
  case editInput(String)
}

/// The reducer: the next view state of an intent.
@MainActor
struct IntentReducer {
  let model: any CalculatorModel

  var initialState: LedgerCalculatorState {
    LedgerCalculatorState(resultText: String(model.sum(of: "", separatedBy: "")))
  }

  func reduce(_ state: inout LedgerCalculatorState, _ intent: CalculatorIntent) {
    switch intent {
    case .editToken(let token): state.token = token
    case .editInput(let input): state.input = input
    }
    state.resultText = String(model.sum(of: state.input, separatedBy: state.token))
  }
}

@MainActor
final class IntentStore {
  private(set) var state: LedgerCalculatorState
  private let reducer: StepChecked<IntentReducer>
  private let intents: AsyncStream<CalculatorIntent>.Continuation
  private var loop: Task<Void, Never>?
  private var renderers: [(id: Int, render: (LedgerCalculatorState) -> Void)] = []
  private var nextID = 0
  /// Intents sent and not yet reduced.
  private(set) var pending = 0

  init(reducer: StepChecked<IntentReducer>) {
    self.reducer = reducer
    state = reducer.base.initialState
    let (stream, intents) = AsyncStream.makeStream(of: CalculatorIntent.self)
    self.intents = intents
    loop = Task { [weak self] in
      for await intent in stream {
        guard let self else { return }
        self.process(intent)
      }
    }
  }

  func send(_ intent: CalculatorIntent) {
    pending += 1
    intents.yield(intent)
  }

  private func process(_ intent: CalculatorIntent) {
    pending -= 1
    let before = state
    reducer.step(&state, intent) { $0.reduce(&$1, $2) }
    guard state != before else { return }
    for id in renderers.map(\.id) { renderers.first { $0.id == id }?.render(state) }
  }

  func render(_ renderer: @escaping (LedgerCalculatorState) -> Void) -> LedgerSubscription {
    let id = nextID
    nextID += 1
    renderers.append((id, renderer))
    renderer(state)
    return LedgerSubscription { [weak self] in self?.renderers.removeAll { $0.id == id } }
  }

  isolated deinit {
    intents.finish()
    loop?.cancel()
  }
}

@MainActor
final class IntentCalculatorView: CalculatorScreen, SettlingScreen {
  let store: IntentStore
  private let trace: Trace?
  private var subscription: LedgerSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = IntentStore(reducer: StepChecked(IntentReducer(model: model)))
    self.trace = trace
    subscription = store.render { [weak self] in self?.render($0.resultText) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "send(.editToken(\(Trace.literal(token))))")
    store.send(.editToken(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "send(.editInput(\(Trace.literal(input))))")
    store.send(.editInput(input))
  }

  private func render(_ text: String) {
    trace?.arrived(at: .view, "render(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }

  /// Returns once every intent sent has been reduced and rendered.
  func settle() async {
    for _ in 0..<10_000 where store.pending > 0 {
      await Task.yield()
    }
  }
}

extension Architecture {
  static let battery5Intents = Architecture(
    name: "battery5-intents", summary: "MVI: intents through the store's channel, one state rendered",
    pattern: .unidirectional,
    roles: [
      .objects(of: IntentCalculatorView.self, are: .view),
      .objects(of: IntentStore.self, are: .store),
      .objects(of: IntentReducer.self, are: .store),
      .objects(of: LedgerSubscription.self, are: .binding),
    ] + Architecture.store.roles,
    calculator: { IntentCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
}
