import CalculatorModel
import CalculatorStore
import KataShape
import Observation

@testable import KataDriver

// Honest stores: every change of their state is their reducer's, and their log is every action
// they reduced, oldest first. Each must keep "only the reducer changes the state".

// MARK: H1, a store that debounces input edits through an effect that sleeps

nonisolated enum DebounceAction: Sendable {
  case tokenChanged(String)
  case inputChanged(String)
  /// The input stood still: compute the sum of `input`.
  case settled(String)
}

nonisolated struct DebounceState: Equatable {
  var token = ""
  var input = ""
  var resultText: String
}

nonisolated struct DebounceReducer {
  let model: any CalculatorModel
  var initialState: DebounceState { DebounceState(resultText: resultText(model, "", "")) }

  /// The next state, and the work to do: a nap, then `.settled`.
  func reduce(_ state: inout DebounceState, _ action: DebounceAction) -> (
    @Sendable () async -> DebounceAction
  )? {
    switch action {
    case .tokenChanged(let token):
      state.token = token
      state.resultText = resultText(model, state.input, token)
      return nil
    case .inputChanged(let input):
      state.input = input
      return {
        try? await Task.sleep(for: .milliseconds(3))
        return .settled(input)
      }
    case .settled(let input):
      guard input == state.input else { return nil }
      state.resultText = resultText(model, input, state.token)
      return nil
    }
  }
}

@MainActor
final class DebouncingStore: HistoryCalculatorStore, ReplayableStore {
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
        self?.send(answer)
      }
    }
    _ = before
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: DebounceState { reducer.initialState }
  func reduce(_ state: inout DebounceState, _ action: DebounceAction) { _ = reducer.reduce(&state, action) }

  isolated deinit { debounce?.cancel() }
}

// MARK: H2, a struct reducer over a state of nested structs, arrays, optionals and enums

nonisolated struct NestedState: Equatable, HasResultText {
  struct Fields: Equatable {
    var token = ""
    var input = ""
  }
  enum Outcome: Equatable {
    case nothingTyped
    case sum(Int128, of: [String])
  }
  var fields = Fields()
  var edits: [Fields] = []
  var lastEdited: KeyPath<Fields, String>?
  var outcome: Outcome? = nil
  var resultText: String
}

nonisolated struct NestedReducer: PlainCalculatorReducer {
  let model: any CalculatorModel
  var initialState: NestedState { NestedState(resultText: resultText(model, "", "")) }

  func reduce(_ state: inout NestedState, _ action: CalculatorAction) {
    switch action {
    case .tokenChanged(let token):
      state.fields.token = token
      state.lastEdited = \.token
    case .inputChanged(let input):
      state.fields.input = input
      state.lastEdited = \.input
    }
    state.edits.append(state.fields)
    let sum = model.sum(of: state.fields.input, separatedBy: state.fields.token)
    state.outcome = state.fields.input.isEmpty ? .nothingTyped : .sum(sum, of: [state.fields.input])
    state.resultText = String(sum)
  }
}

// MARK: H3, a store that batches the actions sent in one turn, and reduces them on the next

@MainActor
final class BatchingStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: CalculatorState
  private(set) var actionLog: [CalculatorAction] = []
  private let reducer: CalculatorReducer
  private var subscribers: [(String) -> Void] = []
  private var queued: [CalculatorAction] = []
  private var drain: Task<Void, Never>?

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

  /// Queues `action`; the queue is reduced, oldest first, on a later turn.
  func send(_ action: CalculatorAction) {
    queued.append(action)
    guard drain == nil else { return }
    drain = Task { [weak self] in self?.reduceQueued() }
  }

  private func reduceQueued() {
    drain = nil
    let batch = queued
    queued = []
    for action in batch {
      actionLog.append(action)
      _ = reducer.reduce(&state, action)
    }
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: CalculatorState { reducer.initialState }
  func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
  }

  isolated deinit { drain?.cancel() }
}

// MARK: H4, a store with middleware that logs every action and the state it made

/// What the middleware writes: a log for a developer, no part of the state.
@MainActor
final class ActionJournal {
  private(set) var lines: [String] = []
  func note(_ line: String) { lines.append(line) }
}

@MainActor
final class MiddlewareStore: HistoryCalculatorStore, ReplayableStore {
  typealias Middleware = @MainActor (CalculatorAction, CalculatorState) -> Void

  private(set) var state: CalculatorState
  private(set) var actionLog: [CalculatorAction] = []
  private let reducer: CalculatorReducer
  private var subscribers: [(String) -> Void] = []
  private let middleware: [Middleware]
  let journal = ActionJournal()

  init(model: any CalculatorModel) {
    reducer = CalculatorReducer(model: model)
    state = reducer.initialState
    let journal = journal
    middleware = [{ action, state in journal.note("\(action) -> \(state.resultText)") }]
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
    for step in middleware { step(action, state) }
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: CalculatorState { reducer.initialState }
  func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
  }
}

// MARK: H5, an @Observable store whose state is a computed property over private storage

@MainActor
@Observable
final class ComputedStateStore: HistoryCalculatorStore, ReplayableStore {
  private var storage: CalculatorState
  @ObservationIgnored private var history: [CalculatorAction] = []
  @ObservationIgnored private let reducer: CalculatorReducer
  @ObservationIgnored private var subscribers: [(String) -> Void] = []

  var state: CalculatorState { storage }
  var actionLog: [CalculatorAction] { history }

  init(model: any CalculatorModel) {
    reducer = CalculatorReducer(model: model)
    storage = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(storage.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    history.append(action)
    _ = reducer.reduce(&storage, action)
    for subscriber in subscribers { subscriber(storage.resultText) }
  }

  var initialState: CalculatorState { reducer.initialState }
  func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
  }
}

// MARK: H6, a state that keeps the mean of the numbers typed: NaN while none is typed

nonisolated struct MeanState: Equatable, HasResultText {
  var token = ""
  var input = ""
  /// The sum over how many numbers were typed: 0/0, not a number, before any.
  var mean: Double
  var resultText: String
}

nonisolated struct MeanReducer: PlainCalculatorReducer {
  let model: any CalculatorModel
  var initialState: MeanState {
    var state = MeanState(mean: 0, resultText: "")
    recompute(&state)
    return state
  }

  func reduce(_ state: inout MeanState, _ action: CalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    recompute(&state)
  }

  private func recompute(_ state: inout MeanState) {
    // The mean of the numbers as typed, for a tooltip: no number typed, no mean (0/0).
    let numbers = state.input.split(separator: ",").compactMap { Double($0) }
    state.mean = numbers.reduce(0, +) / Double(numbers.count)
    state.resultText = resultText(model, state.input, state.token)
  }
}

// MARK: H7, actions that carry a non-Equatable payload: a closure that edits the fields

nonisolated struct EditAction: Sendable {
  let name: String
  let edit: @Sendable (inout CalculatorState) -> Void
}

/// The reducer of ``EditAction``s: runs the edit, then has the sum made.
nonisolated struct EditReducer {
  let model: any CalculatorModel
  var initialState: CalculatorState { CalculatorState(resultText: resultText(model, "", "")) }

  func reduce(_ state: inout CalculatorState, _ action: EditAction) {
    action.edit(&state)
    state.resultText = resultText(model, state.input, state.token)
  }
}

@MainActor
final class ClosureActionStore: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: CalculatorState
  private(set) var actionLog: [EditAction] = []
  private let reducer: EditReducer
  private var subscribers: [(String) -> Void] = []

  init(model: any CalculatorModel) {
    reducer = EditReducer(model: model)
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(EditAction(name: "token") { $0.token = token }) }
  func editInput(_ input: String) { send(EditAction(name: "input") { $0.input = input }) }

  func send(_ action: EditAction) {
    actionLog.append(action)
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }

  var initialState: CalculatorState { reducer.initialState }
  func reduce(_ state: inout CalculatorState, _ action: EditAction) { reducer.reduce(&state, action) }
}

// MARK: H8, a reducer that numbers each state from a counter it holds (impure, no outside write)

/// Hands out revision numbers: a reference the reducer holds.
nonisolated final class RevisionCounter: @unchecked Sendable {
  private var next = 0
  func take() -> Int {
    next += 1
    return next
  }
}

nonisolated struct RevisionState: Equatable {
  var calculator: CalculatorState
  var revision = 0
}

nonisolated struct RevisionReducer: PlainCalculatorReducer {
  let inner: CalculatorReducer
  let counter = RevisionCounter()

  init(model: any CalculatorModel) { inner = CalculatorReducer(model: model) }

  func shownText(of state: RevisionState) -> String { state.calculator.resultText }

  var initialState: RevisionState { RevisionState(calculator: inner.initialState) }

  func reduce(_ state: inout RevisionState, _ action: CalculatorAction) {
    _ = inner.reduce(&state.calculator, action)
    state.revision = counter.take()
  }
}

// MARK: H9, a class State, fresh from the reducer each time it is asked, never shared

nonisolated final class ClassState: Equatable, HasResultText, @unchecked Sendable {
  var token = ""
  var input = ""
  var resultText: String

  init(resultText: String) { self.resultText = resultText }

  static func == (lhs: ClassState, rhs: ClassState) -> Bool {
    (lhs.token, lhs.input, lhs.resultText) == (rhs.token, rhs.input, rhs.resultText)
  }
}

nonisolated struct ClassStateReducer: PlainCalculatorReducer {
  let model: any CalculatorModel
  var initialState: ClassState { ClassState(resultText: resultText(model, "", "")) }

  func reduce(_ state: inout ClassState, _ action: CalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    state.resultText = resultText(model, state.input, state.token)
  }
}

/// H1's view, sending to the store's `send(_:)` itself: its way in for actions, and its effects'.
@MainActor
final class DebouncingView: CalculatorScreen {
  private let store: DebouncingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = DebouncingStore(model: model)
    self.trace = trace
    store.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.send(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.send(.inputChanged(input))
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}
