import CalculatorMVC
import ScoreBoard

/// The MVC score list, driven headlessly: the screen holds the controller, which owns the view.
@MainActor
final class MVCScoreListScreen: ScoreListScreen {
  private let controller: ScoreListController
  private let view: HeadlessScoreListView

  init(service: ScoreService) {
    view = HeadlessScoreListView()
    controller = ScoreListController(view: view, service: service)
    controller.viewDidLoad()
  }

  func load() async { await controller.load() }
  var shownStates: [ScoreListState] { view.shownStates }
  var parts: [AnyObject] { [controller, view] }
}

/// A stand-in for a `UITableView`: on reload it asks its data source for each row.
@MainActor
private final class HeadlessScoreListView: ScoreListView {
  weak var dataSource: (any ScoreListDataSource)?
  private(set) var shownStates: [ScoreListState] = []

  func showLoading() {
    shownStates.show(.loading)
  }

  func reloadData() {
    guard let dataSource else { return }
    let rows = (0..<dataSource.numberOfRows(in: self)).map { row in
      let cell = dataSource.scoreListView(self, cellForRow: row)
      return ScoreListRow(name: cell.text, level: cell.detailText)
    }
    shownStates.show(rows.isEmpty ? .empty : .rows(rows))
  }

  func showError(_ message: String) {
    shownStates.show(.failed(message))
  }
}
