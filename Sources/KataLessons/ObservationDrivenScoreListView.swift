import CalculatorObservation
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

/// The lesson's score list view of MVVM with Observation, as the driver drives it: the screen
/// is the view itself, composed and bound by ``CalculatorObservation/ScoreListComposition``,
/// recording as ``ObservationDrivenCalculatorView`` does. What it renders is kept in the words
/// every screen shares.
@MainActor
final class ObservationDrivenScoreListView: CalculatorObservation.HeadlessScoreListView, DrivenLessonView,
  ScoreListScreen
{
  let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  static func make(service: any ScoreService, trace: Trace?) -> ObservationDrivenScoreListView {
    let compose = {
      CalculatorObservation.ScoreListComposition.compose(service: service) { viewModel in
        // The composition binds the view it is handed, next.
        trace?.call(.view, to: .binding, "withObservationTracking { render(viewModel.state) }")
        return ObservationDrivenScoreListView(viewModel: viewModel, trace: trace)
      }
    }
    // Binding draws the view a first time: what reaches it meanwhile came through the binding.
    return trace?.delivering(compose) ?? compose()
  }

  private init(viewModel: ScoreListViewModel, trace: Trace?) {
    self.trace = trace
    super.init(viewModel: viewModel)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  /// The user opens the screen, in a task the driver owns, awaits, and cancels when the
  /// screen goes away.
  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await screenOpened()
  }

  override func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    super.appear()
  }

  override func render(_ state: ScoreListState) {
    let shown = ScoreListSnapshot(state)
    if let trace {
      // Before the rendering is kept, the view draws only as it binds.
      let isDrawing = rendering?.isDrawing ?? trace.isDelivering
      trace.arrived(whileDrawing: isDrawing) {
        trace.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
      }
      if isDrawing { trace.announceNextChange(of: { viewModel.outputs.state }, named: "state") }
    }
    super.render(state)
    shownStates.show(shown)
  }
}

extension ObservationDrivenScoreListView: BindingProbe {
  /// Another view, bound the way this one is, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in
      viewModel.map { String(describing: ScoreListSnapshot($0.state)) }
    }
  }

  var promisesBindOrder: Bool { false }
}
