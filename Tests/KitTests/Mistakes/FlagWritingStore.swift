import CalculatorStore
import ScoreBoard

@testable import KataDriver

extension Mistake {
  /// A store whose own method writes the state, asking the service nothing: no call stack shows
  /// the write, but its reducer, checked where the screen is composed, is handed a state that
  /// the action before it did not leave.
  static let flagWritingStore = Mistake(
    name: "a store whose send sets the loading flag itself, asking nothing, then runs its reducer",
    architecture: .flagWritingStore(reducerWritesToo: false), screen: .scoreList,
    breaks: [.onlyTheReducerChangesTheState],
    says: "before screenOpened was reduced, `isLoading` is true, where playersLoaded(…) left false")

  /// The same store, whose reducer sets the flag too: the write in `send` is the same as the
  /// reducer's, and still a write with no action. Once held by a declared history that did the
  /// same, and passed; the reducer checked at each step sees the state it is handed.
  static let flagWritingTwiceStore = Mistake(
    name: "a store whose send sets the loading flag itself, and whose reducer sets it too",
    architecture: .flagWritingStore(reducerWritesToo: true), screen: .scoreList,
    breaks: [.onlyTheReducerChangesTheState], says: "`isLoading` is true, where playersLoaded(…) left false")
}

extension Architecture {
  /// The store lesson with a ``FlagWritingStore`` behind its score list.
  static func flagWritingStore(reducerWritesToo: Bool) -> Architecture {
    .mistake(
      of: .store,
      roles: [
        .objects(of: FlagWritingStore.self, are: .store),
        .objects(of: FlagListReducer.self, are: .store),
        .objects(of: FlagWritingListView.self, are: .view),
      ],
      scoreList: { FlagWritingListView(service: $0, trace: $1, reducerWritesToo: reducerWritesToo) })
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
/// the load, and leaves the flag to the store, which set it before (or sets it too).
nonisolated struct FlagListReducer: TestReducer {
  private enum CancelID { case load }

  let service: any ScoreService
  /// Whether the opening sets the flag here too, as `send` does.
  let writesTheFlag: Bool

  /// The list before any action: loading.
  var initialState: FlagListState { FlagListState() }

  func reduce(_ state: inout FlagListState, _ action: ScoreListAction) -> Effect<ScoreListAction> {
    switch action {
    case .screenOpened:
      if writesTheFlag { state.isLoading = true }
      state.requestsMade += 1
      let request = state.requestsMade
      state.awaitedRequest = request
      return .run(id: CancelID.load) { [service] send in
        do throws(RosterError) {
          await send(.playersLoaded(request: request, .success(try await service.loadPlayers())))
        } catch {
          await send(.playersLoaded(request: request, .failure(error)))
        }
      }
    case .screenClosed:
      return .cancel(id: CancelID.load)
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
/// the reducer alone never sees the list go back to loading. Its composition hands it its
/// reducer checked, as the kit does the lesson's.
@MainActor
final class FlagWritingStore {
  typealias Logic = any TestReducer<FlagListState, ScoreListAction, Effect<ScoreListAction>>

  private(set) var state = FlagListState()
  private let reducer: Logic
  private var subscribers: [(ScoreListContent) -> Void] = []
  private var load: Task<Void, Never>?

  init(reducer: Logic) {
    self.reducer = reducer
  }

  func subscribe(_ subscriber: @escaping (ScoreListContent) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.shown)
  }

  @discardableResult
  func send(_ action: ScoreListAction) -> Task<Void, Never>? {
    let before = state.shown
    if case .screenOpened = action { state.isLoading = true }
    let effect = reducer.reduce(&state, action)
    if state.shown != before {
      for subscriber in subscribers { subscriber(state.shown) }
    }
    return start(effect)
  }

  private func start(_ effect: Effect<ScoreListAction>) -> Task<Void, Never>? {
    switch effect.operation {
    case .none: return nil
    case .cancel:
      load?.cancel()
      return nil
    case .run(_, let work):
      load?.cancel()
      let send = Send<ScoreListAction> { [weak self] in self?.send($0) }
      load = Task { await work(send) }
      return load
    }
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

  init(service: any ScoreService, trace: Trace?, reducerWritesToo: Bool) {
    store = FlagWritingStore(
      reducer: StepChecked(FlagListReducer(service: service, writesTheFlag: reducerWritesToo)))
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
