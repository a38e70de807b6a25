import CalculatorModel
import CalculatorStore
import KataDriver
import KataShape
import KataTracing
import LessonManifest
import ScoreBoard

/// The Store lesson as the kit runs it: its name and summary from the manifest
/// (`Sources/LessonManifest/Lessons.swift`), the pattern it claims, the role of each of its types,
/// and its two screens, built through the driven views below, which trace it from outside.
extension Architecture {
  public static let store = Architecture(
    name: Lesson.store.name,
    summary: Lesson.store.summary,
    pattern: .unidirectional,
    roles: [
      .objects(of: CalculatorStore.HeadlessCalculatorView.self, are: .view),
      .objects(of: CalculatorStore.HeadlessScoreListView.self, are: .view),
      .objects(of: Store<CalculatorState, CalculatorAction>.self, are: .store),
      .objects(of: Store<CalculatorStore.ScoreListState, ScoreListAction>.self, are: .store),
      .objects(of: RootCore<CalculatorState, CalculatorAction>.self, are: .store),
      .objects(of: RootCore<CalculatorStore.ScoreListState, ScoreListAction>.self, are: .store),
      .objects(of: CalculatorReducer.self, are: .store),
      .objects(of: ScoreListReducer.self, are: .store),
      .objects(of: StoreSubscription.self, are: .binding),
    ],
    calculator: { StoreDrivenCalculatorView.make(model: $0, trace: $1) },
    scoreList: { StoreDrivenScoreListView.make(service: $0, trace: $1) }
  )
}

extension ScoreListSnapshot {
  /// What the store lesson's list shows, in the words every screen shares.
  public init(_ content: ScoreListContent) {
    switch content {
    case .loading: self = .loading
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .rows(let rows): self = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }
}

/// The store lesson's calculator view, as the driver drives it: the screen is the view itself,
/// composed and subscribed by ``CalculatorStore/CalculatorComposition`` over the lesson's
/// reducer, which the kit hands the store wrapped (``StepChecked``). Each action it sends and
/// each result the store tells it are recorded into the trace, if there is one, and then the
/// lesson's own code does the work.
@MainActor
final class StoreDrivenCalculatorView: CalculatorStore.HeadlessCalculatorView, DrivenLessonView,
  CalculatorScreen
{
  let trace: Trace?

  static func make(model: any CalculatorModel, trace: Trace?) -> StoreDrivenCalculatorView {
    let reducer = CalculatorReducer(model: model)
    return make(initialState: reducer.initialState, reducer: reducer, trace: trace)
  }

  /// The screen over `reducer`, another than the lesson's: the same composition, the reducer
  /// checked as the lesson's is.
  static func make<Logic: Reducer<CalculatorState, CalculatorAction>>(
    initialState: CalculatorState, reducer: Logic, trace: Trace?
  ) -> StoreDrivenCalculatorView {
    CalculatorStore.CalculatorComposition.compose(initialState: initialState, reducer: StepChecked(reducer)) {
      StoreDrivenCalculatorView(store: $0, trace: trace)
    }
  }

  private init(store: Store<CalculatorState, CalculatorAction>, trace: Trace?) {
    self.trace = trace
    super.init(store: store)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "send(.tokenChanged(\(Trace.literal(token))))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
    super.editInput(input)
  }

  override func show(resultText text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    super.show(resultText: text)
  }
}

/// The store lesson's score list view, as the driver drives it: the screen is the view itself,
/// composed and subscribed by ``CalculatorStore/ScoreListComposition`` over the lesson's
/// reducer, checked, recording as ``StoreDrivenCalculatorView`` does. What it draws is kept in the words every screen shares.
@MainActor
final class StoreDrivenScoreListView: CalculatorStore.HeadlessScoreListView, DrivenLessonView, ScoreListScreen
{
  let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  static func make(service: any ScoreService, trace: Trace?) -> StoreDrivenScoreListView {
    CalculatorStore.ScoreListComposition.compose(reducer: StepChecked(ScoreListReducer(service: service))) {
      StoreDrivenScoreListView(store: $0, trace: trace)
    }
  }

  private init(store: Store<ScoreListState, ScoreListAction>, trace: Trace?) {
    self.trace = trace
    super.init(store: store)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  /// The user opens the screen, in a task the driver owns, awaits, and cancels when the
  /// screen goes away.
  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .store, "send(.screenOpened)")
    await screenOpened()
  }

  override func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .store, "send(.screenOpened)")
    super.appear()
  }

  override func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(at: .view, "draw(\(shown.traced))", carrying: content, from: .store)
    super.draw(content)
    shownStates.show(shown)
  }
}
