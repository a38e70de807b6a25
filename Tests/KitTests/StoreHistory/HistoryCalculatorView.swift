import CalculatorModel
import CalculatorStore
import KataShape

@testable import KataDriver

// Shared pieces of the stores written against the history rule: a calculator store's minimal surface, and a view that owns
// one, sends each edit as an action and draws what the store tells it, as the lesson's does.

/// What the calculator views of these stores need of a store.
@MainActor
protocol HistoryCalculatorStore: AnyObject, SendableMetatype {
  init(model: any CalculatorModel)
  func editToken(_ token: String)
  func editInput(_ input: String)
  /// Tells `subscriber` the result text now, and whenever it changes.
  func subscribe(_ subscriber: @escaping (String) -> Void)
}

/// A calculator view over `Store`: sends, and draws what it is told.
@MainActor
final class HistoryCalculatorView<Store: HistoryCalculatorStore>: CalculatorScreen {
  let store: Store
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = Store(model: model)
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
  /// The store lesson, with its calculator built on a store `store`, declared `.store`,
  /// and `extra` declared too.
  static func historyStore<S: HistoryCalculatorStore>(
    _ name: String, store: S.Type, extra: [RoleDeclaration] = []
  ) -> Architecture {
    Architecture(
      name: name, summary: "a store written against the replay rule", pattern: .unidirectional,
      roles: [
        .objects(of: HistoryCalculatorView<S>.self, are: .view),
        .objects(of: S.self, are: .store),
      ] + extra + Architecture.store.roles,
      calculator: { HistoryCalculatorView<S>(model: $0, trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
  }
}

/// The calculator's sum as the label shows it.
nonisolated func resultText(_ model: any CalculatorModel, _ input: String, _ token: String) -> String {
  String(model.sum(of: input, separatedBy: token))
}

/// A reducer over the calculator's actions, for ``PlainHistoryStore``: the honest stores that
/// differ only in their state and their reducer.
nonisolated protocol PlainCalculatorReducer {
  associatedtype State: Equatable
  init(model: any CalculatorModel)
  var initialState: State { get }
  func reduce(_ state: inout State, _ action: CalculatorAction)
  /// The result text `state` shows.
  func shownText(of state: State) -> String
}

extension PlainCalculatorReducer where State: HasResultText {
  func shownText(of state: State) -> String { state.resultText }
}

/// A state whose result text is a field of its own.
nonisolated protocol HasResultText { var resultText: String { get } }

/// A store that logs each action, reduces it with `Logic`, and tells its subscribers: the
/// lesson's store in a dozen lines, over a state and a reducer of one's own.
@MainActor
final class PlainHistoryStore<Logic: PlainCalculatorReducer>: HistoryCalculatorStore, ReplayableStore {
  private(set) var state: Logic.State
  private(set) var actionLog: [CalculatorAction] = []
  private let reducer: Logic
  private var subscribers: [(String) -> Void] = []

  init(model: any CalculatorModel) {
    reducer = Logic(model: model)
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(reducer.shownText(of: state))
  }

  func editToken(_ token: String) { send(.tokenChanged(token)) }
  func editInput(_ input: String) { send(.inputChanged(input)) }

  func send(_ action: CalculatorAction) {
    actionLog.append(action)
    reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(reducer.shownText(of: state)) }
  }

  var initialState: Logic.State { reducer.initialState }
  func reduce(_ state: inout Logic.State, _ action: CalculatorAction) { reducer.reduce(&state, action) }
}
