import CalculatorModel
import CalculatorStore
import KataShape
import Observation
import ScoreBoard

@testable import KataDriver
@testable import KataLessons

// Honest stores: every change of their state is their reducer's, which their registration hands
// them checked. Each must keep "only the reducer changes the state".

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

/// What a debounce runs next: a nap, then the action that says the input stood still.
typealias DebounceWork = @Sendable () async -> DebounceAction

nonisolated struct DebounceReducer: TestReducer {
  let model: any CalculatorModel
  var initialState: DebounceState { DebounceState(resultText: resultText(model, "", "")) }

  /// The next state, and the work to do: a nap, then `.settled`.
  func reduce(_ state: inout DebounceState, _ action: DebounceAction) -> DebounceWork? {
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
final class DebouncingStore: OwnCalculatorStore {
  typealias Logic = any TestReducer<DebounceState, DebounceAction, DebounceWork?>

  private(set) var state: DebounceState
  private let reducer: Logic
  private var subscribers: [(String) -> Void] = []
  private var debounce: Task<Void, Never>?

  init(reducer: Logic) {
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
        self?.send(answer)
      }
    }
    for subscriber in subscribers { subscriber(state.resultText) }
  }

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
final class BatchingStore: OwnCalculatorStore {
  private(set) var state: CalculatorState
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []
  private var queued: [CalculatorAction] = []
  private var drain: Task<Void, Never>?

  init(reducer: LessonReducer) {
    self.reducer = reducer
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
      _ = reducer.reduce(&state, action)
    }
    for subscriber in subscribers { subscriber(state.resultText) }
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
final class MiddlewareStore: OwnCalculatorStore {
  typealias Middleware = @MainActor (CalculatorAction, CalculatorState) -> Void

  private(set) var state: CalculatorState
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []
  private let middleware: [Middleware]
  let journal = ActionJournal()

  init(reducer: LessonReducer) {
    self.reducer = reducer
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
    _ = reducer.reduce(&state, action)
    for step in middleware { step(action, state) }
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

// MARK: H5, an @Observable store whose state is a computed property over private storage

@MainActor
@Observable
final class ComputedStateStore: OwnCalculatorStore {
  private var storage: CalculatorState
  @ObservationIgnored private let reducer: LessonReducer
  @ObservationIgnored private var subscribers: [(String) -> Void] = []

  var state: CalculatorState { storage }

  init(reducer: LessonReducer) {
    self.reducer = reducer
    storage = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(storage.resultText)
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&storage, action)
    for subscriber in subscribers { subscriber(storage.resultText) }
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
nonisolated struct EditReducer: TestReducer {
  let model: any CalculatorModel
  var initialState: CalculatorState { CalculatorState(resultText: resultText(model, "", "")) }

  func reduce(_ state: inout CalculatorState, _ action: EditAction) {
    action.edit(&state)
    state.resultText = resultText(model, state.input, state.token)
  }
}

@MainActor
final class ClosureActionStore: OwnCalculatorStore {
  typealias Logic = any TestReducer<CalculatorState, EditAction, Void>

  private(set) var state: CalculatorState
  private let reducer: Logic
  private var subscribers: [(String) -> Void] = []

  init(reducer: Logic) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func editToken(_ token: String) { send(EditAction(name: "token") { $0.token = token }) }
  func editInput(_ input: String) { send(EditAction(name: "input") { $0.input = input }) }

  func send(_ action: EditAction) {
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
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

// MARK: W0, a class State, fresh from the reducer each time it is asked: no value, though no
// write goes around the reducer (kept beside the honest ones, whose reducer it shares)

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
    store = DebouncingStore(reducer: StepChecked(DebounceReducer(model: model)))
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

// MARK: H10, a list store told by two views in one delivery: its own method opens, its effects answer by send

/// A list store whose view opens it by a method of its own (`open()`, which sends), and whose
/// effects send their answers in by `send(_:)`: a call stack shows one way in for the view's
/// events and another for the answers, and only the count of actions reduced tells that both
/// are actions. Two views subscribe, and each delivery tells both.
@MainActor
final class TwoViewListStore {
  private(set) var state = ScoreListState()
  private let reducer: any Reducer<ScoreListState, ScoreListAction>
  private var subscribers: [(ScoreListContent) -> Void] = []
  private var load: Task<Void, Never>?

  init(reducer: some Reducer<ScoreListState, ScoreListAction>) { self.reducer = reducer }

  func subscribe(_ subscriber: @escaping (ScoreListContent) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.content)
  }

  @discardableResult
  func open() -> Task<Void, Never>? { send(.screenOpened) }

  @discardableResult
  func send(_ action: ScoreListAction) -> Task<Void, Never>? {
    let before = state.content
    let effect = reducer.reduce(&state, action)
    if state.content != before {
      for subscriber in subscribers { subscriber(state.content) }
    }
    guard case .run(_, let work) = effect.operation else { return nil }
    load?.cancel()
    let send = Send<ScoreListAction> { [weak self] in self?.send($0) }
    load = Task { await work(send) }
    return load
  }

  isolated deinit { load?.cancel() }
}

/// A badge beside the list: a second view of the same store, told in the same delivery.
@MainActor
final class ListBadgeView {
  private let trace: Trace?
  private(set) var shown: ScoreListContent?

  init(trace: Trace?) { self.trace = trace }

  func draw(_ content: ScoreListContent) {
    trace?.arrived(at: .view, "badge(\(ScoreListSnapshot(content).traced))", carrying: content, from: .store)
    shown = content
  }
}

@MainActor
final class TwoViewListView: ScoreListScreen {
  private let store: TwoViewListStore
  private let badge: ListBadgeView
  private let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    store = TwoViewListStore(reducer: StepChecked(ScoreListReducer(service: service)))
    badge = ListBadgeView(trace: trace)
    self.trace = trace
    store.subscribe { [weak self] in self?.draw($0) }
    store.subscribe { [weak badge] in badge?.draw($0) }
  }

  func appear() { store.open() }

  func load() async {
    let effect = store.open()
    let (ended, end) = AsyncStream.makeStream(of: Void.self)
    let waiter = Task {
      await effect?.value
      end.finish()
    }
    for await _ in ended {}
    waiter.cancel()
  }

  private func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(at: .view, "draw(\(shown.traced))", carrying: content, from: .store)
    shownStates.show(shown)
  }
}

extension Architecture {
  /// The lesson's calculator, and a list told in two views by ``TwoViewListStore``.
  static let twoViewStore = Architecture(
    name: "store-two-views", summary: "a list store told by two views in one delivery",
    pattern: .unidirectional,
    roles: [
      .objects(of: TwoViewListView.self, are: .view), .objects(of: ListBadgeView.self, are: .view),
      .objects(of: TwoViewListStore.self, are: .store), .objects(of: ScoreListReducer.self, are: .store),
    ] + Architecture.store.roles,
    calculator: { Architecture.store.makeCalculatorScreen(model: $0, trace: $1) },
    scoreList: { TwoViewListView(service: $0, trace: $1) })
}
