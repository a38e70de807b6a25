import CalculatorStore
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

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
