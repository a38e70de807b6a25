import CalculatorMVC
import KataDriver
import KataTracing
import ScoreBoard

/// The MVC score list as the driver runs it: a stand-in for the window, which holds the root
/// view controller, and the lesson's table, composed by ``CalculatorMVC/ScoreListComposition``.
/// The system loads the controller and tells it when the screen appears.
@MainActor
final class MVCScoreListWindow: ScoreListScreen {
  private let controller: ScoreListController
  private let view: MVCDrivenScoreListView
  private let trace: Trace?

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    view = MVCDrivenScoreListView(trace: trace)
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller = CalculatorMVC.ScoreListComposition.compose(view: view, service: service)
  }

  /// The system asks the controller to load its players, and waits.
  func load() async {
    trace?.call(.user, to: .controller, "load()")
    await controller.load()
  }

  /// The system shows the screen: the controller starts loading in a task it owns.
  func appear() {
    trace?.call(.user, to: .controller, "startLoading()")
    controller.startLoading()
  }

  var shownStates: [ScoreListSnapshot] { view.shownStates }
  func layOutAgain() { view.layOutAgain() }
}
