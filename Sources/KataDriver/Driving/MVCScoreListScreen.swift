import CalculatorMVC
import ScoreBoard

/// The MVC score list, driven headlessly, composed by ``MVCScoreListComposition``: the screen
/// holds the controller, which owns the view.
@MainActor
final class MVCScoreListScreen: ScoreListScreen {
  private let controller: ScoreListController
  private let view: HeadlessScoreListView
  private let trace: Trace?

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    view = HeadlessScoreListView(trace: trace)
    controller = MVCScoreListComposition.compose(view: view, service: service)
  }

  func load() async { await MVCScoreListComposition.load(controller, trace: trace) }
  func appear() { MVCScoreListComposition.startLoading(controller, trace: trace) }
  var shownStates: [ScoreListScreenState] { view.shownStates }
  func layOutAgain() { view.layOutAgain() }
}

/// A stand-in for a `UITableView`: whenever it lays out its rows it asks its data source
/// for each one. It keeps every state it showed, for the suite.
@MainActor
final class HeadlessScoreListView: MVCScoreListComposition.View {
  weak var dataSource: (any ScoreListDataSource)? {
    didSet { recordDataSourceSet() }
  }
  private(set) var shownStates: [ScoreListScreenState] = []
  let trace: Trace?

  init(trace: Trace?) {
    self.trace = trace
  }

  func show(_ state: ScoreListScreenState) { shownStates.show(state) }

  /// A table lays itself out again whenever it scrolls, and asks its data source for every
  /// row: what it shows then is what the data source holds now, whether or not the controller
  /// called `reloadData()` when it changed. The spinner stays until the controller ends it.
  /// A trace leaves it out: it is the driver's check, not a message of the lesson's.
  func layOutAgain() {
    guard let last = shownStates.last, last != .loading else { return }
    let rows = askForRows(recorded: false)
    if !rows.isEmpty {
      show(.rows(rows))
    } else if case .rows = last {
      show(.empty)
    }
  }
}
