import CalculatorMVVM
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

/// The lesson's MVVM score list view, as the driver drives it: the screen is the view itself,
/// composed and bound by ``CalculatorMVVM/ScoreListComposition``, and bound between two
/// recorder observers when there is a trace (see ``MVVMDrivenCalculatorView``). What it
/// renders is kept in the words every screen shares.
@MainActor
final class MVVMDrivenScoreListView: CalculatorMVVM.HeadlessScoreListView, DrivenLessonView, ScoreListScreen {
  let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []
  /// The recorder observers' tokens, kept as the view keeps its own.
  private var recorders: [BindingToken] = []

  static func make(service: any ScoreService, trace: Trace?) -> MVVMDrivenScoreListView {
    let view = CalculatorMVVM.ScoreListComposition.compose(service: service) { viewModel in
      let view = MVVMDrivenScoreListView(viewModel: viewModel, trace: trace)
      // The composition binds the view it is handed, next: the opening recorder goes first.
      if let trace {
        view.recorders = [
          trace.openBracket(
            on: viewModel.outputs.state.bind, named: "state", describedBy: { ScoreListSnapshot($0).traced }
          )
        ]
      }
      return view
    }
    if let trace { view.recorders.append(trace.closeBracket(on: view.viewModel.outputs.state.bind)) }
    return view
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
    trace?.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
    super.render(state)
    shownStates.show(shown)
  }
}

extension MVVMDrivenScoreListView: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.state.bind { observer(String(describing: ScoreListSnapshot($0))) }
  }
}
