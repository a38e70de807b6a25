import CalculatorModel
import CalculatorStore
import Foundation
import ScoreBoard

@testable import KataDriver
@testable import KataTracing

// A store gone wrong, in the ways a student's store goes wrong: each still shows the right
// sums and rows, and notes what reaches its view where it arrives, as the guide asks.

extension Mistake {
  static let storeMistakes: [Mistake] = [
    tokenWritingStore, flagWritingStore, flagWritingTwiceStore,
    Mistake(
      name: "a store whose state is settable, and a view that writes its fields instead of sending actions",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: DirectWriteCalculatorView.self, are: .view),
          .objects(of: WritableCalculatorStore.self, are: .store),
          // The store tells its subscribers through a relay of its own: the relay is the store's.
          .objects(of: Relay<String>.self, are: .store), .objects(of: RelayToken.self, are: .store),
        ],
        calculator: { DirectWriteCalculatorView(model: $0, trace: $1) }),
      screen: .calculator,
      // Its store computes the sum in the state's observer, a method of its own: no reducer.
      breaks: [.viewOnlySendsActions, .onlyTheReducerChangesTheState],
      says: "WritableCalculatorStore.state"),
    Mistake(
      name: "a store that keeps its view and tells it the result",
      architecture: .mistake(
        of: .store,
        roles: [.objects(of: ViewKeepingStore.self, are: .store), .objects(of: ToldView.self, are: .view)],
        calculator: { ToldView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.storeCannotReachAnyView],
      says: "ToldView"),
    Mistake(
      name: "a store view that holds its store weakly, kept by the window instead",
      architecture: .mistake(
        of: .store,
        roles: [.objects(of: WeakStoreView.self, are: .view)],
        calculator: { StoreWindow(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.viewOwnsItsStore]),
    Mistake(
      name: "a store view that draws loading by itself when the screen appears",
      architecture: .mistake(
        of: .store,
        roles: [.objects(of: SelfLoadingStoreView.self, are: .view)],
        scoreList: { SelfLoadingStoreView.make(service: $0, trace: $1) }),
      screen: .scoreList,
      breaks: [.storeDecidesWhatIsShown],
      says: "was set by the View itself"),
    Mistake(
      name: "a store whose state holds the sum as a Decimal, and a view that formats it",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: Store<DecimalReducer.State, CalculatorAction>.self, are: .store),
          .objects(of: RootCore<DecimalReducer.State, CalculatorAction>.self, are: .store),
          .objects(of: DecimalReducer.self, are: .store),
          .objects(of: DecimalStoreView.self, are: .view),
        ],
        calculator: { DecimalStoreView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.storeViewFormatsNothing],
      says: "(Decimal)"),
    Mistake(
      name: "a store view whose helper keeps itself alive: one object outlives a screen let go",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: SelfKeepingHelperStoreView.self, are: .view),
          .objects(of: SelfKeepingCounter.self, are: .view),
        ],
        scoreList: { SelfKeepingHelperStoreView.make(service: $0, trace: $1) }),
      screen: .scoreList,
      // The helper stays alive whichever part is held, the store included, so the store is
      // also read as keeping a view-role object alive through what reflection cannot see.
      breaks: [.nothingOutlivesItsScreen, .storeCannotReachAnyView],
      failsCases: [
        "the screen is let go while loading, and nothing is cancelled: the late answer reaches nothing"
      ]),
    Mistake(
      name: "a store whose effect loads in a Task of its own, which cancelling the effect never reaches",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: DetachedLoadStoreView.self, are: .view),
          .objects(of: Store<ScoreListState, ScoreListAction>.self, are: .store),
        ],
        scoreList: { DetachedLoadStoreView(service: $0, trace: $1) }),
      screen: .scoreList,
      breaks: [],
      failsCases: [
        "the screen is let go while loading, and nothing is cancelled: the late answer reaches nothing",
        "the screen goes away while loading: the late answer reaches nothing",
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
        "a refresh replaces a load, then its caller gives up: the screen ends on the refresh",
      ]),
  ]
}

/// A calculator reducer whose state keeps the sum as a number: the text is left to the view.
nonisolated struct DecimalReducer: Reducer {
  struct State: Equatable {
    var token = ""
    var input = ""
    var sum: Decimal = 0
  }

  let model: any CalculatorModel

  var initialState: State {
    State(sum: Decimal(string: String(model.sum(of: "", separatedBy: ""))) ?? 0)
  }

  func reduce(_ state: inout State, _ action: CalculatorAction) -> Effect<CalculatorAction> {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    state.sum = Decimal(string: String(model.sum(of: state.input, separatedBy: state.token))) ?? 0
    return .none
  }
}

/// The mistake: the view is told a number, and makes the label's text from it.
@MainActor
final class DecimalStoreView: CalculatorScreen {
  private let store: Store<DecimalReducer.State, CalculatorAction>
  private let trace: Trace?
  private var subscription: StoreSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    let reducer = DecimalReducer(model: model)
    store = Store(initialState: reducer.initialState, reducer: StepChecked(reducer))
    self.trace = trace
    subscription = store.subscribe(to: \.sum) { [weak self] sum in
      self?.trace?.arrived(at: .view, "show(sum: \(sum))", carrying: sum, from: .store)
      self?.resultText = "\(sum)"
    }
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }
}

/// The mistake: the store runs the lesson's reducer, and then calls its view itself, through
/// a reference it keeps, instead of letting the view subscribe.
@MainActor
final class ViewKeepingStore {
  private let reducer: CalculatorReducer
  private(set) var state: CalculatorState
  weak var view: ToldView?

  init(model: any CalculatorModel) {
    reducer = CalculatorReducer(model: model)
    state = reducer.initialState
  }

  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
    view?.show(resultText: state.resultText)
  }

  /// Keeps `view`, and tells it the result now.
  func attach(_ view: ToldView) {
    self.view = view
    view.show(resultText: state.resultText)
  }
}

/// A view that owns its store, and is told by it.
@MainActor
final class ToldView: CalculatorScreen {
  private let store: ViewKeepingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    store = ViewKeepingStore(model: model)
    store.attach(self)
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }

  func show(resultText text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

/// The mistake: the view holds its store weakly; a window holds both, so the screen works,
/// but the view no longer keeps what it sends to.
@MainActor
final class StoreWindow: CalculatorScreen {
  private let store: Store<CalculatorState, CalculatorAction>
  private let view: WeakStoreView

  init(model: any CalculatorModel, trace: Trace?) {
    let reducer = CalculatorReducer(model: model)
    store = Store(initialState: reducer.initialState, reducer: StepChecked(reducer))
    view = WeakStoreView(store: store, trace: trace)
  }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
}

/// A store view that keeps its store weakly.
@MainActor
final class WeakStoreView {
  private weak var store: Store<CalculatorState, CalculatorAction>?
  private let trace: Trace?
  private var subscription: StoreSubscription?
  private(set) var resultText = ""

  init(store: Store<CalculatorState, CalculatorAction>, trace: Trace?) {
    self.store = store
    self.trace = trace
    subscription = store.subscribe(to: \.resultText) { [weak self] in self?.show(resultText: $0) }
  }

  func editToken(_ token: String) { store?.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store?.send(.inputChanged(input)) }

  private func show(resultText text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

/// The mistake: the lesson's list view, which draws loading by itself as the screen appears,
/// before the store says so. Nothing on screen differs (the store says loading next), but the
/// view decided what it shows.
@MainActor
final class SelfLoadingStoreView: CalculatorStore.HeadlessScoreListView, ScoreListScreen {
  private var trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  static func make(service: any ScoreService, trace: Trace?) -> SelfLoadingStoreView {
    CalculatorStore.ScoreListComposition.compose(reducer: StepChecked(ScoreListReducer(service: service))) {
      let view = SelfLoadingStoreView(store: $0)
      view.trace = trace
      return view
    }
  }

  func load() async {
    draw(.loading)
    await screenOpened()
  }

  override func appear() {
    draw(.loading)
    super.appear()
  }

  override func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(at: .view, "draw(\(shown))", carrying: content, from: .store)
    super.draw(content)
    shownStates.show(shown)
  }
}

/// The mistake: the list view keeps a helper that keeps itself alive, through a closure of its
/// own that captures it strongly. The view, its store and the load all go, as they should;
/// the helper alone stays, the one object a screen let go leaves behind.
@MainActor
final class SelfKeepingHelperStoreView: CalculatorStore.HeadlessScoreListView, ScoreListScreen {
  private var trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []
  /// Counts what the view drew; nobody lets go of it.
  private let counter = SelfKeepingCounter()

  static func make(service: any ScoreService, trace: Trace?) -> SelfKeepingHelperStoreView {
    CalculatorStore.ScoreListComposition.compose(reducer: StepChecked(ScoreListReducer(service: service))) {
      let view = SelfKeepingHelperStoreView(store: $0)
      view.trace = trace
      return view
    }
  }

  func load() async {
    await screenOpened()
  }

  override func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(at: .view, "draw(\(shown))", carrying: content, from: .store)
    super.draw(content)
    counter.count()
    shownStates.show(shown)
  }
}

/// A helper whose closure holds it: a cycle of one.
@MainActor
final class SelfKeepingCounter {
  private(set) var counted = 0
  private var increment: (() -> Void)?

  init() {
    increment = { self.counted += 1 }
  }

  func count() { increment?() }
}

/// The mistake: the load runs in an unstructured `Task` inside the effect, and the effect only
/// awaits it. Cancelling the effect (a newer load, the store going away) cancels the waiting,
/// never the `Task`: the request goes on for nobody, though every object of the screen is gone.
nonisolated struct DetachedLoadReducer: Reducer {
  private let lesson: ScoreListReducer

  init(service: any ScoreService) { lesson = ScoreListReducer(service: service) }

  func reduce(_ state: inout ScoreListState, _ action: ScoreListAction) -> Effect<ScoreListAction> {
    let effect = lesson.reduce(&state, action)
    guard case .run(let id?, let work) = effect.operation else { return effect }
    return .run(id: id) { send in
      await Task { await work(send) }.value
    }
  }
}

/// A store's list view over ``DetachedLoadReducer``, as the lesson's view is over its own.
@MainActor
final class DetachedLoadStoreView: ScoreListScreen {
  private let store: Store<ScoreListState, ScoreListAction>
  private let trace: Trace?
  private var subscription: StoreSubscription?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    store = Store(initialState: ScoreListState(), reducer: StepChecked(DetachedLoadReducer(service: service)))
    self.trace = trace
    subscription = store.subscribe(to: \.content) { [weak self] content in self?.draw(content) }
  }

  func appear() { store.send(.screenOpened) }

  func load() async { await store.send(.screenOpened, while: \.isLoading) }

  private func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(at: .view, "draw(\(shown))", carrying: content, from: .store)
    shownStates.show(shown)
  }
}
