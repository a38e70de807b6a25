import CalculatorModel
import CalculatorStore
import KataShape

@testable import KataDriver

// Wrong stores: each writes the state, or lets it be written, outside its reducer, or keeps a
// state that is no value. Each must fail "only the reducer changes the state" (or, running no
// reducer it can be held to, be not measured).

// MARK: W1, a store that writes its own state, and holds an honest child store whose reducer is checked

/// The child's reducer: the edits typed, one after another.
nonisolated struct EditsReducer: TestReducer {
  var initialState: [String] { [] }
  func reduce(_ state: inout [String], _ action: String) { state.append(action) }
}

/// The child: an honest store of the edits typed, over a checked reducer.
@MainActor
final class EditsStore {
  private(set) var state: [String] = []
  private let reducer = StepChecked(EditsReducer())

  func send(_ edit: String) {
    reducer.reduce(&state, edit)
  }
}

/// The parent: its `send` switches over the actions and writes the state itself; the model is
/// asked by a reducer-like helper so that no call stack names `send` as the asker. Its own
/// reducer is not checked, but the child it holds has one that is.
@MainActor
final class ParentWritingStore: OwnCalculatorStore {
  private(set) var state: CalculatorState
  private let reducer: CalculatorReducer
  private var subscribers: [(String) -> Void] = []
  let edits = EditsStore()

  init(reducer: CalculatorReducer) {
    self.reducer = reducer
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

/// The reducer of a class state, as these stores run it.
typealias ClassStateLogic = any TestReducer<ClassState, CalculatorAction, Void>

@MainActor
final class AliasedClassStateStore: OwnCalculatorStore {
  private(set) var state: ClassState
  /// The state before any action, kept as the store was built.
  let initialState: ClassState
  private let reducer: ClassStateLogic
  private var subscribers: [(String) -> Void] = []

  init(reducer: ClassStateLogic) {
    self.reducer = reducer
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
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

/// W2b: the same write, with the initial state made fresh by the reducer each time.
@MainActor
final class FreshClassStateWritingStore: OwnCalculatorStore {
  private(set) var state: ClassState
  private let reducer: ClassStateLogic
  private var subscribers: [(String) -> Void] = []

  init(reducer: ClassStateLogic) {
    self.reducer = reducer
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
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
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

nonisolated struct BoxedReducer: TestReducer {
  let model: any CalculatorModel
  var initialState: BoxedState {
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
final class BoxedStateStore: OwnCalculatorStore {
  typealias Logic = any TestReducer<BoxedState, CalculatorAction, Void>

  private(set) var state: BoxedState
  let initialState: BoxedState
  private let reducer: Logic
  private var subscribers: [(String) -> Void] = []

  init(reducer: Logic) {
    self.reducer = reducer
    initialState = reducer.initialState
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
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

// MARK: W4, a store that restores the last token from storage, writing it into its state later

@MainActor
final class RestoringStore: OwnCalculatorStore {
  private(set) var state: CalculatorState
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []
  private var restore: Task<Void, Never>?
  /// How long reading the saved token takes.
  static var restoreDelay = Duration.milliseconds(30)

  init(reducer: LessonReducer) {
    self.reducer = reducer
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
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  isolated deinit { restore?.cancel() }
}

// MARK: W5, an effect closure that captured the store writes "…" into the state, tells the view, then sends

@MainActor
final class EffectWritingStore: OwnCalculatorStore {
  private(set) var state: DebounceState
  private let reducer: DebouncingStore.Logic
  private var subscribers: [(String) -> Void] = []
  private var debounce: Task<Void, Never>?

  init(reducer: DebouncingStore.Logic) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: DebounceAction) {
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
    for subscriber in subscribers { subscriber(state.resultText) }
  }

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
    store = TokenWritingStore(reducer: StepChecked(CalculatorReducer(model: model)))
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

// MARK: W7, a write between the events that the store undoes before the next action: only a reading once the edit has settled sees it

@MainActor
final class SettlingWriterStore: OwnCalculatorStore {
  private(set) var state: CalculatorState
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []
  private var note: Task<Void, Never>?
  /// What the store's own write replaced, put back before the next action.
  private var replaced: String?

  init(reducer: LessonReducer) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }

  func editInput(_ input: String) {
    if let replaced { state.resultText = replaced }
    replaced = nil
    send(.inputChanged(input))
    guard input == "1,2" else { return }
    // The mistake: once the edit is done, the store notes "settled" in its state itself.
    note = Task { [weak self] in
      guard let self else { return }
      self.replaced = self.state.resultText
      self.state.resultText = "settled"
    }
  }

  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  isolated deinit { note?.cancel() }
}

// MARK: W8, a store whose state is a stored property of its superclass, written after the last edit

/// A base of stores: it keeps the state.
@MainActor
class StateKeepingStore {
  var state: CalculatorState

  init(state: CalculatorState) { self.state = state }
}

@MainActor
final class InheritingStore: StateKeepingStore, OwnCalculatorStore {
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []
  private var note: Task<Void, Never>?

  init(reducer: LessonReducer) {
    self.reducer = reducer
    super.init(state: reducer.initialState)
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }

  func editInput(_ input: String) {
    send(.inputChanged(input))
    // The mistake: after the last edit, the token is written with no action.
    guard input.isEmpty else { return }
    note = Task { [weak self] in self?.state.token = "!" }
  }

  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  isolated deinit { note?.cancel() }
}

// MARK: W9, a store that writes the token twice outside its reducer

@MainActor
final class TwiceWritingStore: OwnCalculatorStore {
  private(set) var state: CalculatorState
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []

  init(reducer: LessonReducer) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }

  func editInput(_ input: String) {
    // The mistake, twice: the token written by the store's own method.
    if input == "1,2" { state.token = state.token == "first" ? "second" : "first" }
    send(.inputChanged(input))
  }

  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

// MARK: W10, a store that holds a checked reducer it never runs, and runs another

@MainActor
final class DecoyReducerStore: OwnCalculatorStore {
  /// The reducer its registration hands it checked, and the one it runs.
  typealias Logic = (checked: LessonReducer, runs: CalculatorReducer)

  private(set) var state: CalculatorState
  private let decoy: LessonReducer
  private let reducer: CalculatorReducer
  private var subscribers: [(String) -> Void] = []

  init(reducer: Logic) {
    decoy = reducer.checked
    self.reducer = reducer.runs
    state = reducer.runs.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  /// The mistake: the checked reducer is kept, never run.
  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

extension Architecture {
  /// The stores of W8 to W10, registered as their mistakes need them.
  static func ownStore(_ name: String, store: DecoyReducerStore.Type) -> Architecture {
    ownStore(
      name, store: store,
      reducer: { (StepChecked(CalculatorReducer(model: $0)), CalculatorReducer(model: $0)) })
  }
}
