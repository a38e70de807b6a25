import CalculatorStore
import ScoreBoard

@testable import KataDriver

extension Mistake {
  /// A store whose own method writes the state, asking the service nothing: it keeps every rule,
  /// because "only the reducer changes the state" is read from the call stacks of the questions
  /// to the Model and the service, and this write is no question. The guide names its route.
  static let flagWritingStore = Mistake(
    name: "a store whose send sets the loading flag itself, asking nothing, then runs its reducer",
    architecture: .mistake(
      of: .store,
      roles: [
        .objects(of: FlagWritingStore.self, are: .store),
        .objects(of: FlagListReducer.self, are: .store),
        .objects(of: FlagWritingListView.self, are: .view),
      ],
      scoreList: { FlagWritingListView(service: $0, trace: $1) }),
    screen: .scoreList, breaks: [], unseenRoute: "a store method that writes the state and asks nothing")
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
/// the reducer alone never sees the list go back to loading.
@MainActor
final class FlagWritingStore {
  private(set) var state = FlagListState()
  private let reducer: FlagListReducer
  private var subscribers: [(ScoreListContent) -> Void] = []
  private var load: Task<Void, Never>?

  init(service: any ScoreService) { reducer = FlagListReducer(service: service) }

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
    guard effect.id != nil else { return nil }
    load?.cancel()
    load = Task { [weak self] in
      guard let answer = await effect.answer() else { return }
      self?.send(answer)
    }
    return load
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

  init(service: any ScoreService, trace: Trace?) {
    store = FlagWritingStore(service: service)
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
