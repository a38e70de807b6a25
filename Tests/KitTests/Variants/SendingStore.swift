import CalculatorStore
import ScoreBoard
import Synchronization

@testable import KataDriver

// A store written as TCA writes one, beside the lesson's: an effect is work handed the store's
// `send`, or a sequence of actions the store sends in one by one.

extension Variant {
  /// Effects as TCA's `Effect.run { send in await send(.loaded(…)) }`.
  static let sendingStore = Variant(
    name: "a store whose effects are handed its send, as TCA's Effect.run",
    architecture: .sendingStore(name: "store-sending", answer: .sendsAction))

  /// Effects as an async sequence of actions, which the store sends in as they come.
  static let streamingStore = Variant(
    name: "a store whose effects are async sequences of actions",
    architecture: .sendingStore(name: "store-streaming", answer: .streamsActions))
}

extension Architecture {
  /// The lesson's calculator, and a score list whose store runs ``SendingListReducer``'s
  /// effects answering as `answer` says.
  static func sendingStore(name: String, answer: SendingListReducer.Answer) -> Architecture {
    Architecture(
      name: name, summary: "a store whose effects answer \(answer)", pattern: .unidirectional,
      roles: [
        .objects(of: SendingListView.self, are: .view),
        .objects(of: SendingListStore.self, are: .store),
        .objects(of: SendingListReducer.self, are: .store),
      ] + Architecture.store.roles,
      calculator: { Architecture.store.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { SendingListView(service: $0, answer: answer, trace: $1) })
  }
}

/// What a ``SendingListStore`` hands an effect's work: its `send`, as TCA's `Send`.
struct SendingContext: Sendable {
  let send: @MainActor @Sendable (ScoreListAction) -> Void

  func callAsFunction(_ action: ScoreListAction) async { await send(action) }
}

/// Work a reducer asks for.
enum SendingEffect: Sendable {
  case none
  /// Work handed the store's ``SendingContext``.
  case run(@Sendable (SendingContext) async -> Void)
  /// Actions, sent in as they come.
  case actions(AsyncStream<ScoreListAction>)
}

/// The score list's logic, as the lesson's reducer has it: each load numbered, the awaited
/// answer kept.
nonisolated struct SendingListReducer: Sendable {
  /// How an effect's answer reaches the screen.
  enum Answer: Sendable, CustomStringConvertible {
    case sendsAction, streamsActions

    var description: String {
      switch self {
      case .sendsAction: "by send"
      case .streamsActions: "as a sequence of actions"
      }
    }
  }

  let service: any ScoreService
  let answer: Answer

  func reduce(_ state: inout ScoreListState, _ action: ScoreListAction) -> SendingEffect {
    switch action {
    case .screenOpened:
      state.requestsMade += 1
      state.awaitedRequest = state.requestsMade
      state.content = .loading
      return effect(request: state.requestsMade)
    case .playersLoaded(let request, let result):
      guard request == state.awaitedRequest else { return .none }
      state.awaitedRequest = nil
      state.content = Self.content(of: result)
      return .none
    case .screenClosed:
      return .none
    }
  }

  /// What the list shows for `result`: worded as the lesson's reducer words it.
  static func content(of result: Result<[Player], RosterError>) -> ScoreListContent {
    var state = ScoreListState(awaitedRequest: 1)
    _ = ScoreListReducer(service: NoService()).reduce(&state, .playersLoaded(request: 1, result))
    return state.content
  }

  /// A service never asked: the lesson's reducer only words an answer here.
  private struct NoService: ScoreService {
    func loadPlayers() async throws(RosterError) -> [Player] { [] }
  }

  private func effect(request: Int) -> SendingEffect {
    let service = service
    switch answer {
    case .sendsAction:
      return .run { send in await send(.playersLoaded(request: request, await Self.load(service))) }
    case .streamsActions:
      let pending = Mutex(true)
      return .actions(
        AsyncStream(unfolding: {
          guard
            pending.withLock({ pending in
              defer { pending = false }
              return pending
            })
          else { return nil }
          return .playersLoaded(request: request, await Self.load(service))
        }))
    }
  }

  private static func load(_ service: any ScoreService) async -> Result<[Player], RosterError> {
    do throws(RosterError) { return .success(try await service.loadPlayers()) } catch {
      return .failure(error)
    }
  }
}

/// The store: it reduces each action, tells its subscribers what changed, and runs the effect
/// in a task it owns, cancelled by the next load or by its going away.
@MainActor
final class SendingListStore {
  private(set) var state = ScoreListState()
  private let reducer: SendingListReducer
  private var subscribers: [@MainActor @Sendable (ScoreListContent) -> Void] = []
  private var load: Task<Void, Never>?

  init(reducer: SendingListReducer) { self.reducer = reducer }

  func subscribe(_ subscriber: @escaping @MainActor @Sendable (ScoreListContent) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.content)
  }

  @discardableResult
  func send(_ action: ScoreListAction) -> Task<Void, Never>? {
    let before = state.content
    let effect = reducer.reduce(&state, action)
    if state.content != before { notify() }
    return start(effect)
  }

  private func notify() {
    for subscriber in subscribers { subscriber(state.content) }
  }

  private func start(_ effect: SendingEffect) -> Task<Void, Never>? {
    let context = SendingContext { [weak self] in self?.send($0) }
    switch effect {
    case .none: return nil
    case .run(let work):
      load?.cancel()
      load = Task { await work(context) }
    case .actions(let actions):
      load?.cancel()
      load = Task { [weak self] in
        for await action in actions { self?.send(action) }
      }
    }
    return load
  }

  deinit { load?.cancel() }
}

/// The list view: it owns its store, sends the screen's opening, and draws what it is told.
@MainActor
final class SendingListView: ScoreListScreen {
  private let store: SendingListStore
  private let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, answer: SendingListReducer.Answer, trace: Trace?) {
    store = SendingListStore(reducer: SendingListReducer(service: service, answer: answer))
    self.trace = trace
    store.subscribe { [weak self] in self?.draw($0) }
  }

  func appear() { store.send(.screenOpened) }

  /// Sends the opening and waits for its effect, or, at once, until the calling task is
  /// cancelled: the wait holds this view, and a wait that outlived its caller would keep the
  /// view, and the store with it, until the service answered, which its going away must cancel.
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
