import CalculatorStore
import ScoreBoard

@testable import KataDriver

extension Mistake {
  /// A store whose own method writes the state, asking the service nothing: no call stack shows
  /// the write, but the store declares its history, as the lesson's does, and its log replayed
  /// through its reducer is not its state.
  static let flagWritingStore = Mistake(
    name: "a store whose send sets the loading flag itself, asking nothing, then runs its reducer",
    architecture: .flagWritingStore(declaresItsWrite: false), screen: .scoreList,
    breaks: [.onlyTheReducerChangesTheState], says: "`isLoading` is true, where the reducer makes false")

  /// The same store, declaring as its reducer its `send`'s write and the reducer together: the
  /// history it declares is what it runs, so the replay agrees. The guide names its route.
  static let flagDeclaringStore = Mistake(
    name: "a store whose send sets the loading flag itself, and whose declared reducer sets it too",
    architecture: .flagWritingStore(declaresItsWrite: true), screen: .scoreList,
    breaks: [], unseenRoute: "a store whose declared history is not what it runs")
}

extension Architecture {
  /// The store lesson with a ``FlagWritingStore`` behind its score list.
  static func flagWritingStore(declaresItsWrite: Bool) -> Architecture {
    .mistake(
      of: .store,
      roles: [
        .objects(of: FlagWritingStore.self, are: .store),
        .objects(of: FlagListReducer.self, are: .store),
        .objects(of: FlagWritingListView.self, are: .view),
      ],
      scoreList: { FlagWritingListView(service: $0, trace: $1, declaresItsWrite: declaresItsWrite) })
  }
}

/// The list's state, with loading as a field of its own, which the mistake's store sets.
nonisolated struct FlagListState: Equatable {
  /// Whether a load is in flight: the list shows loading while it is.
  var isLoading = true
  /// What the list shows once no load is in flight.
  var content: ScoreListContent = .loading
  var awaitedRequest: Int?
  var requestsMade = 0

  /// What the view draws.
  var shown: ScoreListContent { isLoading ? .loading : content }
}

/// The list's logic, but for loading: its case for the opening numbers the request and returns
/// the load, and leaves the flag to the store, which set it before.
nonisolated struct FlagListReducer: Sendable {
  private enum CancelID { case load }

  let service: any ScoreService

  /// The list before any action: loading.
  var initialState: FlagListState { FlagListState() }

  func reduce(_ state: inout FlagListState, _ action: ScoreListAction) -> Effect<ScoreListAction> {
    switch action {
    case .screenOpened:
      state.requestsMade += 1
      let request = state.requestsMade
      state.awaitedRequest = request
      return .run(id: CancelID.load) { [service] in
        do throws(RosterError) {
          return .playersLoaded(request: request, .success(try await service.loadPlayers()))
        } catch {
          return .playersLoaded(request: request, .failure(error))
        }
      }
    case .playersLoaded(let request, let result):
      guard request == state.awaitedRequest else { return .none }
      state.awaitedRequest = nil
      state.isLoading = false
      state.content = SendingListReducer.content(of: result)
      return .none
    }
  }
}

/// The mistake: `send` handles the opening by writing `state.isLoading = true` itself, then runs
/// the reducer. No question to the service is asked from here (the load is still the reducer's
/// effect, its answer still sent in as an action), so no call stack shows the write; a test of
/// the reducer alone never sees the list go back to loading. It keeps its action log and
/// declares its reducer, as the lesson's store does.
@MainActor
final class FlagWritingStore: ReplayableStore {
  private(set) var state = FlagListState()
  private(set) var actionLog: [ScoreListAction] = []
  private let reducer: FlagListReducer
  private var subscribers: [(ScoreListContent) -> Void] = []
  private var load: Task<Void, Never>?
  /// Whether ``reduce(_:_:)``, the reducer it declares, writes the flag as `send` does.
  private let declaresItsWrite: Bool

  init(service: any ScoreService, declaresItsWrite: Bool) {
    reducer = FlagListReducer(service: service)
    self.declaresItsWrite = declaresItsWrite
  }

  func subscribe(_ subscriber: @escaping (ScoreListContent) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.shown)
  }

  @discardableResult
  func send(_ action: ScoreListAction) -> Task<Void, Never>? {
    actionLog.append(action)
    let before = state.shown
    if case .screenOpened = action { state.isLoading = true }
    let effect = reducer.reduce(&state, action)
    if state.shown != before {
      for subscriber in subscribers { subscriber(state.shown) }
    }
    return start(effect)
  }

  private func start(_ effect: Effect<ScoreListAction>) -> Task<Void, Never>? {
    guard effect.id != nil else { return nil }
    load?.cancel()
    load = Task { [weak self] in
      guard let answer = await effect.answer() else { return }
      self?.send(answer)
    }
    return load
  }

  var initialState: FlagListState { reducer.initialState }

  func reduce(_ state: inout FlagListState, _ action: ScoreListAction) {
    if declaresItsWrite, case .screenOpened = action { state.isLoading = true }
    _ = reducer.reduce(&state, action)
  }

  deinit { load?.cancel() }
}

/// The list view of a ``FlagWritingStore``: it owns its store, sends the screen's opening, and
/// draws what it is told.
@MainActor
final class FlagWritingListView: ScoreListScreen {
  private let store: FlagWritingStore
  private let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?, declaresItsWrite: Bool) {
    store = FlagWritingStore(service: service, declaresItsWrite: declaresItsWrite)
    self.trace = trace
    store.subscribe { [weak self] in self?.draw($0) }
  }

  func appear() { store.send(.screenOpened) }

  /// Sends the opening and waits for its effect, or, at once, until the calling task is
  /// cancelled.
  func load() async {
    let effect = store.send(.screenOpened)
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
