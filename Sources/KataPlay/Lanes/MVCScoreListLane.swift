import CalculatorMVC
import KataDriver
import ScoreBoard

/// The MVC score list, live: the playground's own table view, composed by
/// ``MVCScoreListComposition`` as the headless one is.
@MainActor
final class MVCScoreListLane: ScoreListLane {
  private let trace = Trace(keepingAtMost: ScoreListPage.keptMessages)
  private let controller: ScoreListController
  private let view: PlaygroundScoreListView

  init(_ architecture: Architecture, service: any ScoreService) {
    view = PlaygroundScoreListView(trace: trace)
    controller = MVCScoreListComposition.compose(
      view: view, service: architecture.traced(service, into: trace))
  }

  func load() async { await MVCScoreListComposition.load(controller, trace: trace) }
  var state: ScoreListScreenState? { view.state }
  func takeMessages() -> Trace.Kept { trace.takeKept() }
}

/// The playground's MVC table: it keeps only what the page draws now.
@MainActor
private final class PlaygroundScoreListView: MVCScoreListComposition.View {
  weak var dataSource: (any ScoreListDataSource)? {
    didSet { recordDataSourceSet() }
  }
  private(set) var state: ScoreListScreenState?
  let trace: Trace?

  init(trace: Trace) {
    self.trace = trace
  }

  func show(_ state: ScoreListScreenState) { self.state = state }
}
