import CalculatorModel
import KataDriver
import KataShape
import ScoreBoard

// A Redux store with middleware: the reducer is pure and synchronous, and a feature's
// middleware sees each action after it is reduced and may start work that dispatches more
// (redux-thunk's and redux-saga's place for a load). Honest: the state changes only in the
// reducer, and every answer comes back dispatched.

/// A feature: its state, its reducer, and its middleware.
@MainActor
protocol ReduxFeature {
  associatedtype State: Equatable
  associatedtype Action: Sendable
  var initialState: State { get }
  func reduce(_ state: inout State, _ action: Action)
  /// Runs after `action` was reduced into `state`: the work it starts, if any, replaces the
  /// work in flight, and answers through `dispatch`.
  func middleware(_ action: Action, _ state: State, _ dispatch: @escaping @MainActor (Action) -> Void)
    -> Task<Void, Never>?
}

@MainActor
final class ReduxStore<Feature: ReduxFeature> {
  private(set) var state: Feature.State
  /// The feature, its reducer checked at each step as the kit composes it.
  private let checked: StepChecked<Feature>
  private var subscribers: [(id: Int, tell: (Feature.State) -> Void)] = []
  private var nextID = 0
  private var running: Task<Void, Never>?
  private var waiters: [(busy: (Feature.State) -> Bool, waiter: AsyncStream<Void>.Continuation)] = []

  init(feature: StepChecked<Feature>) {
    checked = feature
    state = feature.base.initialState
  }

  var feature: Feature { checked.base }

  func dispatch(_ action: Feature.Action) {
    let before = state
    checked.step(&state, action) { $0.reduce(&$1, $2) }
    if state != before {
      for id in subscribers.map(\.id) { subscribers.first { $0.id == id }?.tell(state) }
      let settled = waiters.filter { !$0.busy(state) }
      waiters.removeAll { !$0.busy(state) }
      for (_, waiter) in settled { waiter.finish() }
    }
    if let work = feature.middleware(action, state, { [weak self] in self?.dispatch($0) }) {
      running?.cancel()
      running = work
    }
  }

  /// Dispatches `action`, then waits while `busy` holds, or until the caller's task is cancelled.
  func dispatch(_ action: Feature.Action, while busy: @escaping (Feature.State) -> Bool) async {
    dispatch(action)
    guard busy(state) else { return }
    let (released, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append((busy, waiter))
    for await _ in released {}
  }

  func subscribe<Part: Equatable>(
    _ part: @escaping (Feature.State) -> Part, _ subscriber: @escaping (Part) -> Void
  )
    -> LedgerSubscription
  {
    var last = part(state)
    let id = nextID
    nextID += 1
    subscribers.append(
      (
        id,
        { state in
          guard part(state) != last else { return }
          last = part(state)
          subscriber(last)
        }
      ))
    subscriber(last)
    return LedgerSubscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }

  isolated deinit { running?.cancel() }
}

/// How many edits the calculator has seen: what its analytics middleware keeps.
@MainActor
final class EditCounter {
  private(set) var edits = 0
  func count() { edits += 1 }
}

@MainActor
struct ReduxCalculatorFeature: ReduxFeature {
  let model: any CalculatorModel
  let counter = EditCounter()

  var initialState: LedgerCalculatorState {
    LedgerCalculatorState(resultText: String(model.sum(of: "", separatedBy: "")))
  }

  func reduce(_ state: inout LedgerCalculatorState, _ action: LedgerCalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    case .fieldsEdited: break
    }
    state.resultText = String(model.sum(of: state.input, separatedBy: state.token))
  }

  /// Analytics: counts each edit, and starts no work.
  func middleware(
    _ action: LedgerCalculatorAction, _ state: LedgerCalculatorState,
    _ dispatch: @escaping @MainActor (LedgerCalculatorAction) -> Void
  ) -> Task<Void, Never>? {
    counter.count()
    return nil
  }
}

struct ReduxScoreListState: Equatable, Sendable {
  var content = Battery5ListState.loading
  var awaitedRequest: Int?
  var requestsMade = 0
}

enum ReduxScoreListAction: Sendable, Equatable {
  case opened
  case loaded(request: Int, Result<[Player], RosterError>)
}

@MainActor
struct ReduxScoreListFeature: ReduxFeature {
  let service: any ScoreService

  var initialState: ReduxScoreListState { ReduxScoreListState() }

  func reduce(_ state: inout ReduxScoreListState, _ action: ReduxScoreListAction) {
    switch action {
    case .opened:
      state.requestsMade += 1
      state.awaitedRequest = state.requestsMade
      state.content = .loading
    case .loaded(let request, let answer):
      guard request == state.awaitedRequest else { return }
      state.awaitedRequest = nil
      state.content = Battery5ListState(answer)
    }
  }

  /// The thunk: an opening loads the players, and dispatches what the service answered.
  func middleware(
    _ action: ReduxScoreListAction, _ state: ReduxScoreListState,
    _ dispatch: @escaping @MainActor (ReduxScoreListAction) -> Void
  ) -> Task<Void, Never>? {
    guard action == .opened, let request = state.awaitedRequest else { return nil }
    return Task { [service] in
      let answer: Result<[Player], RosterError>
      do throws(RosterError) {
        answer = .success(try await service.loadPlayers())
      } catch {
        answer = .failure(error)
      }
      dispatch(.loaded(request: request, answer))
    }
  }
}

@MainActor
final class ReduxCalculatorView: CalculatorScreen {
  let store: ReduxStore<ReduxCalculatorFeature>
  private let trace: Trace?
  private var subscription: LedgerSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = ReduxStore(feature: StepChecked(ReduxCalculatorFeature(model: model)))
    self.trace = trace
    subscription = store.subscribe(\.resultText) { [weak self] in self?.draw($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "dispatch(.tokenChanged(\(Trace.literal(token))))")
    store.dispatch(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "dispatch(.inputChanged(\(Trace.literal(input))))")
    store.dispatch(.inputChanged(input))
  }

  private func draw(_ text: String) {
    trace?.arrived(at: .view, "draw(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

@MainActor
final class ReduxScoreListView: ScoreListScreen {
  let store: ReduxStore<ReduxScoreListFeature>
  private let trace: Trace?
  private var subscription: LedgerSubscription?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    store = ReduxStore(feature: StepChecked(ReduxScoreListFeature(service: service)))
    self.trace = trace
    subscription = store.subscribe(\.content) { [weak self] in self?.draw($0) }
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .store, "dispatch(.opened)")
    await store.dispatch(.opened) { $0.awaitedRequest != nil }
  }

  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .store, "dispatch(.opened)")
    store.dispatch(.opened)
  }

  private func draw(_ content: Battery5ListState) {
    trace?.arrived(at: .view, "draw(\(content.snapshot.traced))", carrying: content, from: .store)
    shownStates.show(content.snapshot)
  }
}

extension Architecture {
  static let battery5Redux = Architecture(
    name: "battery5-redux", summary: "a Redux store whose middleware loads and dispatches the answer",
    pattern: .unidirectional,
    roles: [
      .objects(of: ReduxCalculatorView.self, are: .view),
      .objects(of: ReduxScoreListView.self, are: .view),
      .objects(of: ReduxStore<ReduxCalculatorFeature>.self, are: .store),
      .objects(of: ReduxStore<ReduxScoreListFeature>.self, are: .store),
      .objects(of: ReduxCalculatorFeature.self, are: .store),
      .objects(of: ReduxScoreListFeature.self, are: .store),
      .objects(of: EditCounter.self, are: .store),
      .objects(of: LedgerSubscription.self, are: .binding),
    ],
    calculator: { ReduxCalculatorView(model: $0, trace: $1) },
    scoreList: { ReduxScoreListView(service: $0, trace: $1) })
}
