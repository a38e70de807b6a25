import CalculatorMVC
import ScoreBoard

/// The MVC score list, driven headlessly: the screen holds the controller, which owns the view.
@MainActor
final class MVCScoreListScreen: ScoreListScreen {
  private let controller: ScoreListController
  private let view: HeadlessScoreListView
  private let trace: Trace?

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    view = HeadlessScoreListView(trace: trace)
    controller = ScoreListController(view: view, service: service)
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  func load() async {
    trace?.call(.user, to: .controller, "load()")
    await controller.load()
  }

  var shownStates: [ScoreListState] { view.shownStates }
  var parts: [AnyObject] { [controller, view] }
}

/// A stand-in for a `UITableView`: on reload it asks its data source for each row.
@MainActor
private final class HeadlessScoreListView: ScoreListView {
  weak var dataSource: (any ScoreListDataSource)? {
    didSet { trace?.call(.controller, to: .view, "dataSource = self") }
  }
  private(set) var shownStates: [ScoreListState] = []
  private let trace: Trace?

  init(trace: Trace?) {
    self.trace = trace
  }

  func showLoading() {
    trace?.call(.controller, to: .view, "showLoading()")
    shownStates.show(.loading)
  }

  func reloadData() {
    trace?.call(.controller, to: .view, "reloadData()")
    guard let dataSource else { return }
    trace?.call(.view, to: .controller, "numberOfRows(in: self)")
    let count = dataSource.numberOfRows(in: self)
    trace?.reply(.controller, to: .view, "returns \(count)")
    let rows = (0..<count).map { row in
      trace?.call(.view, to: .controller, "scoreListView(_:cellForRow: \(row))")
      let cell = dataSource.scoreListView(self, cellForRow: row)
      trace?.reply(
        .controller, to: .view,
        "returns ScoreListCell(text: \(Trace.literal(cell.text)), detailText: \(Trace.literal(cell.detailText)))"
      )
      return ScoreListRow(name: cell.text, level: cell.detailText)
    }
    shownStates.show(rows.isEmpty ? .empty : .rows(rows))
  }

  func showError(_ message: String) {
    trace?.call(.controller, to: .view, "showError(\(Trace.literal(message)))")
    shownStates.show(.failed(message))
  }
}
