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
}

/// A stand-in for a `UITableView`: whenever it lays out its rows it asks its data source
/// for each one.
@MainActor
final class HeadlessScoreListView: ScoreListView {
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
    let rows = askForRows()
    shownStates.show(rows.isEmpty ? .empty : .rows(rows))
  }

  /// The message is the table's background, seen only while the table has no rows. The table
  /// lays itself out again and asks its data source, so rows a controller kept would cover it.
  func showError(_ message: String) {
    trace?.call(.controller, to: .view, "showError(\(Trace.literal(message)))")
    let rows = askForRows()
    shownStates.show(rows.isEmpty ? .failed(message) : .rows(rows))
  }

  /// Every row its data source has now, asked for one by one, as a table asks.
  private func askForRows() -> [ScoreListRow] {
    guard let dataSource else { return [] }
    trace?.call(.view, to: .controller, "numberOfRows(in: self)")
    let count = dataSource.numberOfRows(in: self)
    trace?.reply(.controller, to: .view, "returns \(count)")
    return (0..<count).map { row in
      trace?.call(.view, to: .controller, "scoreListView(_:cellForRow: \(row))")
      let cell = dataSource.scoreListView(self, cellForRow: row)
      trace?.reply(
        .controller, to: .view,
        "returns ScoreListCell(text: \(Trace.literal(cell.text)), detailText: \(Trace.literal(cell.detailText)))"
      )
      return ScoreListRow(name: cell.text, level: cell.detailText)
    }
  }
}
