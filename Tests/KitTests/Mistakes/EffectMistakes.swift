import CalculatorStore
import ScoreBoard

@testable import KataDriver

// Stores whose effects answer behind the reducer's back, as a student's do when the load's
// answer is "just" put on the screen: each shows the right rows, and runs the lesson's reducer
// for every action the view sends.

extension Mistake {
  static let effectMistakes: [Mistake] = [
    Mistake(
      name: "a store whose effect writes the loaded players into its state, not as an action",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: ShortcutListStore.self, are: .store),
          .objects(of: ShortcutListView.self, are: .view),
        ],
        scoreList: { ShortcutListView(service: $0, answer: .writesState, trace: $1) }),
      screen: .scoreList,
      breaks: [.effectsAnswerOnlyAsActions],
      says: "no ShortcutListStore.send(_:) on the call stack"),
    Mistake(
      name: "a store whose effect draws the loaded players on a view it was handed",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: ShortcutListStore.self, are: .store),
          .objects(of: ShortcutListView.self, are: .view),
        ],
        scoreList: { ShortcutListView(service: $0, answer: .tellsView, trace: $1) }),
      screen: .scoreList,
      // To draw on the view, the store keeps it: it knows its view too.
      breaks: [.effectsAnswerOnlyAsActions, .storeCannotReachAnyView],
      says: "closure #1 in ShortcutListStore.start"),
  ]
}

/// The mistake: a store that reduces what the view sends with the lesson's reducer, and runs
/// the effects it returns, but puts their answers on the screen itself.
@MainActor
final class ShortcutListStore {
  /// How the effect's answer reaches the screen, wrongly.
  enum Answer {
    /// It is written into the state, whose observer tells the subscribers.
    case writesState
    /// It is drawn on the view the store was handed, and written into the state unseen.
    case tellsView
  }

  private(set) var state = ScoreListState() {
    didSet { if state.content != oldValue.content { notify() } }
  }
  weak var view: ShortcutListView?
  private let reducer: ScoreListReducer
  private let answer: Answer
  private var subscribers: [(ScoreListContent) -> Void] = []
  private var load: Task<Void, Never>?

  init(service: any ScoreService, answer: Answer) {
    reducer = ScoreListReducer(service: service)
    self.answer = answer
  }

  func subscribe(_ subscriber: @escaping (ScoreListContent) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.content)
  }

  @discardableResult
  func send(_ action: ScoreListAction) -> Task<Void, Never>? {
    start(reducer.reduce(&state, action))
  }

  private func notify() {
    for subscriber in subscribers { subscriber(state.content) }
  }

  private func start(_ effect: Effect<ScoreListAction>) -> Task<Void, Never>? {
    guard case .run = effect.operation else { return nil }
    load?.cancel()
    load = Task { [weak self] in
      guard let answer = await effect.actions().first, let self else { return }
      // The mistake: the answer is not sent in; the store makes the next state itself.
      var next = self.state
      _ = self.reducer.reduce(&next, answer)
      switch self.answer {
      case .writesState:
        self.state = next
      case .tellsView:
        let old = self.subscribers
        self.subscribers = []
        self.state = next
        self.subscribers = old
        self.view?.draw(next.content)
      }
    }
    return load
  }

  deinit { load?.cancel() }
}

/// The list view of a ``ShortcutListStore``: it owns its store, sends the screen's opening,
/// and draws what it is told.
@MainActor
final class ShortcutListView: ScoreListScreen {
  private let store: ShortcutListStore
  private let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, answer: ShortcutListStore.Answer, trace: Trace?) {
    store = ShortcutListStore(service: service, answer: answer)
    self.trace = trace
    if answer == .tellsView { store.view = self }
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

  func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(at: .view, "draw(\(shown.traced))", carrying: content, from: .store)
    shownStates.show(shown)
  }
}
