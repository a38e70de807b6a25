import CalculatorModel
import CalculatorStore
import KataShape

@testable import KataDriver

// Shared pieces of the stores written against "only the reducer changes the state": a
// calculator store's minimal surface, a view that owns one, sends each edit as an action and
// draws what the store tells it, as the lesson's does, and the reducers they run, which the
// registration hands them checked (`StepChecked`), as the kit composes the lesson's.

/// What the calculator views of these stores need of a store: made over the reducer it runs.
@MainActor
protocol OwnCalculatorStore: AnyObject, SendableMetatype {
  /// The reducer the store runs, as its registration hands it.
  associatedtype Logic
  init(reducer: Logic)
  func editToken(_ token: String)
  func editInput(_ input: String)
  /// Tells `subscriber` the result text now, and whenever it changes.
  func subscribe(_ subscriber: @escaping (String) -> Void)
}

/// A calculator view over `Store`: sends, and draws what it is told.
@MainActor
final class OwnStoreCalculatorView<Store: OwnCalculatorStore>: CalculatorScreen {
  let store: Store
  private let trace: Trace?
  private(set) var resultText = ""

  init(store: Store, trace: Trace?) {
    self.store = store
    self.trace = trace
    store.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.editToken(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.editInput(input)
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

extension Architecture {
  /// The store lesson, with its calculator built on a store `store` over the reducer that
  /// `reducer` makes for a Model, declared `.store`, and `extra` declared too.
  static func ownStore<S: OwnCalculatorStore>(
    _ name: String, store: S.Type, reducer: @escaping @Sendable (any CalculatorModel) -> S.Logic,
    extra: [RoleDeclaration] = []
  ) -> Architecture {
    Architecture(
      name: name, summary: "a store written against the rule", pattern: .unidirectional,
      roles: [
        .objects(of: OwnStoreCalculatorView<S>.self, are: .view),
        .objects(of: S.self, are: .store),
      ] + extra + Architecture.store.roles,
      calculator: { OwnStoreCalculatorView<S>(store: S(reducer: reducer($0)), trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
  }

  /// ``ownStore(_:store:reducer:extra:)`` for a store over the lesson's reducer, checked.
  static func ownStore<S: OwnCalculatorStore>(
    _ name: String, store: S.Type, extra: [RoleDeclaration] = []
  ) -> Architecture where S.Logic == LessonReducer {
    ownStore(name, store: store, reducer: { StepChecked(CalculatorReducer(model: $0)) }, extra: extra)
  }
}

/// A reducer of the stores written against the rule, of any shape: `reduce` returns what the
/// store runs next (an effect, a closure of work, or nothing).
nonisolated protocol TestReducer<State, Action, Next> {
  associatedtype State: Equatable
  associatedtype Action
  associatedtype Next
  /// The state before any action.
  var initialState: State { get }
  func reduce(_ state: inout State, _ action: Action) -> Next
}

/// Test reducers, checked as the kit checks the lesson's: how a store of one's own is handed
/// its reducer wrapped.
extension StepChecked: TestReducer where Base: TestReducer {
  var initialState: Base.State { base.initialState }

  func reduce(_ state: inout Base.State, _ action: Base.Action) -> Base.Next {
    step(&state, action) { base, state, action in base.reduce(&state, action) }
  }
}

/// The lesson's calculator reducer, as these stores run it.
extension CalculatorReducer: TestReducer {}

/// The lesson's calculator reducer, checked, as a store of these runs it.
typealias LessonReducer = any TestReducer<CalculatorState, CalculatorAction, Effect<CalculatorAction>>

/// The calculator's sum as the label shows it.
nonisolated func resultText(_ model: any CalculatorModel, _ input: String, _ token: String) -> String {
  String(model.sum(of: input, separatedBy: token))
}

/// A reducer over the calculator's actions, for ``PlainStore``: the honest stores that
/// differ only in their state and their reducer.
nonisolated protocol PlainCalculatorReducer: TestReducer where Action == CalculatorAction, Next == Void {
  /// The result text `state` shows.
  func shownText(of state: State) -> String
}

extension PlainCalculatorReducer where State: HasResultText {
  func shownText(of state: State) -> String { state.resultText }
}

extension StepChecked: PlainCalculatorReducer where Base: PlainCalculatorReducer {
  func shownText(of state: Base.State) -> String { base.shownText(of: state) }
}

/// A state whose result text is a field of its own.
nonisolated protocol HasResultText { var resultText: String { get } }

/// A store that reduces each action with `Logic` and tells its subscribers: the lesson's store
/// in a dozen lines, over a state and a reducer of one's own.
@MainActor
final class PlainStore<Logic: PlainCalculatorReducer>: OwnCalculatorStore {
  private(set) var state: Logic.State
  private let reducer: Logic
  private var subscribers: [(String) -> Void] = []

  init(reducer: Logic) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(reducer.shownText(of: state))
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(reducer.shownText(of: state)) }
  }
}
