import CalculatorModel
import CalculatorStore
import KataShape

@testable import KataDriver

// Wrong stores: each writes the state, or lets it be written, outside the reducer of an action
// in its log. Each must fail "only the reducer changes the state" (or, declaring nothing it can
// be held to, be not measured).

// MARK: W1, a store that writes its own state, and holds an honest child store that declares its history

/// The child: an honest store of the edits typed, declaring its history.
@MainActor
final class EditsHistoryStore: ReplayableStore {
  private(set) var state: [String] = []
  private(set) var actionLog: [String] = []
  var initialState: [String] { [] }

  func send(_ edit: String) {
    actionLog.append(edit)
    reduce(&state, edit)
  }

  func reduce(_ state: inout [String], _ action: String) { state.append(action) }
}

/// The parent: its `send` switches over the actions and writes the state itself; the model is
/// asked by a reducer-like helper so that no call stack names `send` as the asker. It declares
/// nothing, but the child it holds does.
@MainActor
final class ParentWritingStore: HistoryCalculatorStore {
  private(set) var state: CalculatorState
  private let reducer: CalculatorReducer
  private var subscribers: [(String) -> Void] = []
  let edits = EditsHistoryStore()

  init(model: any CalculatorModel) {
    reducer = CalculatorReducer(model: model)
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    edits.send("\(action)")
    // The write the pattern forbids: the token is kept by the store itself, and the reducer
    // is sent the input alone.
    switch action {
    case .tokenChanged(let token):
      state.token = token
      _ = reducer.reduce(&state, .inputChanged(state.input))
    case .inputChanged:
      _ = reducer.reduce(&state, action)
    }
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

// MARK: W2, a class State shared with the stored initial state; the view writes it through the reference

@MainActor
final class AliasedClassStateStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: ClassState
  private(set) var actionLog: [CalculatorAction] = []
  /// The state before any action, kept as the store was built.
  let initialState: ClassState
  private let reducer: ClassStateReducer
  private var subscribers: [(String) -> Void] = []

  init(model: any CalculatorModel) {
    reducer = ClassStateReducer(model: model)
    initialState = reducer.initialState
    state = initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  /// The mistake: `state` is `private(set)`, but a class's fields are not; the token is written
  /// through the reference, and the input sent again to have the sum made.
  func editToken(_ token: String) {
    state.token = token
    send(.inputChanged(state.input))
  }

  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    actionLog.append(action)
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  func reduce(_ state: inout ClassState, _ action: CalculatorAction) { reducer.reduce(&state, action) }
}

/// W2b: the same write, with the initial state made fresh by the reducer each time.
@MainActor
final class FreshClassStateWritingStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: ClassState
  private(set) var actionLog: [CalculatorAction] = []
  private let reducer: ClassStateReducer
  private var subscribers: [(String) -> Void] = []

  init(model: any CalculatorModel) {
    reducer = ClassStateReducer(model: model)
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) {
    state.token = token
    send(.inputChanged(state.input))
  }

  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    actionLog.append(action)
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: ClassState { reducer.initialState }
  func reduce(_ state: inout ClassState, _ action: CalculatorAction) { reducer.reduce(&state, action) }
}

// MARK: W3, a struct State that holds its fields in a reference box; the store writes through the box

/// The fields typed, in a box: a reference inside a value.
nonisolated final class FieldsBox: Equatable, @unchecked Sendable {
  var token = ""
  var input = ""
  static func == (lhs: FieldsBox, rhs: FieldsBox) -> Bool { (lhs.token, lhs.input) == (rhs.token, rhs.input) }
}

nonisolated struct BoxedState: Equatable {
  let fields: FieldsBox
  var resultText: String
}

nonisolated struct BoxedReducer {
  let model: any CalculatorModel
  func makeInitialState() -> BoxedState {
    BoxedState(fields: FieldsBox(), resultText: resultText(model, "", ""))
  }

  func reduce(_ state: inout BoxedState, _ action: CalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.fields.token = token
    case .inputChanged(let input): state.fields.input = input
    }
    state.resultText = resultText(model, state.fields.input, state.fields.token)
  }
}

@MainActor
final class BoxedStateStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: BoxedState
  private(set) var actionLog: [CalculatorAction] = []
  let initialState: BoxedState
  private let reducer: BoxedReducer
  private var subscribers: [(String) -> Void] = []

  init(model: any CalculatorModel) {
    reducer = BoxedReducer(model: model)
    initialState = reducer.makeInitialState()
    state = initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  /// The mistake: the token written through the box, the input sent again.
  func editToken(_ token: String) {
    state.fields.token = token
    send(.inputChanged(state.fields.input))
  }

  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    actionLog.append(action)
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  func reduce(_ state: inout BoxedState, _ action: CalculatorAction) { reducer.reduce(&state, action) }
}

// MARK: W4, a store that restores the last token from storage, writing it into its state later

@MainActor
final class RestoringStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: CalculatorState
  private(set) var actionLog: [CalculatorAction] = []
  private let reducer: CalculatorReducer
  private var subscribers: [(String) -> Void] = []
  private var restore: Task<Void, Never>?
  /// How long reading the saved token takes.
  static var restoreDelay = Duration.milliseconds(30)

  init(model: any CalculatorModel) {
    reducer = CalculatorReducer(model: model)
    state = reducer.initialState
    // The mistake: what storage answers is written straight into the state, not sent as an
    // action.
    restore = Task { [weak self] in
      try? await Task.sleep(for: Self.restoreDelay)
      guard !Task.isCancelled, let self else { return }
      self.state.token = ";"
    }
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    actionLog.append(action)
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: CalculatorState { reducer.initialState }
  func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
  }

  isolated deinit { restore?.cancel() }
}

// MARK: W5, an effect closure that captured the store writes "…" into the state, tells the view, then sends

@MainActor
final class EffectWritingStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: DebounceState
  private(set) var actionLog: [DebounceAction] = []
  private let reducer: DebounceReducer
  private var subscribers: [(String) -> Void] = []
  private var debounce: Task<Void, Never>?

  init(model: any CalculatorModel) {
    reducer = DebounceReducer(model: model)
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: DebounceAction) {
    actionLog.append(action)
    let before = state.resultText
    if let work = reducer.reduce(&state, action) {
      debounce?.cancel()
      debounce = Task { [weak self] in
        let answer = await work()
        guard let self else { return }
        // The mistake: the effect writes a placeholder into the state and draws it, then sends
        // its answer, whose reduction overwrites it in the same turn.
        self.state.resultText = "…"
        for subscriber in self.subscribers { subscriber(self.state.resultText) }
        self.send(answer)
      }
    }
    _ = before
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: DebounceState { reducer.initialState }
  func reduce(_ state: inout DebounceState, _ action: DebounceAction) { _ = reducer.reduce(&state, action) }

  isolated deinit { debounce?.cancel() }
}

// MARK: W6, a settable state: the view writes the token, then sends the same token as an action

/// The view of W6: writes the state of its store (the token mistake's, whose state is settable),
/// then sends.
@MainActor
final class IdempotentWritingView: CalculatorScreen {
  private let store: TokenWritingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = TokenWritingStore(model: model)
    self.trace = trace
    store.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.state.token = token
    store.state.resultText = String(token.count)
    trace?.call(.view, to: .store, "send(.tokenChanged(\(Trace.literal(token))))")
    store.send(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.state.input = input
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
    store.send(.inputChanged(input))
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}
