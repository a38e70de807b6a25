import CalculatorMVC
import KataDriver
import ScoreBoard

/// The MVC score list, live: the lesson's controller, with the playground's own table view.
@MainActor
final class MVCScoreListLane: ScoreListLane {
  private let recorder = LaneRecorder()
  private let controller: ScoreListController
  private let view: PlaygroundScoreListView

  init(service: any ScoreService) {
    view = PlaygroundScoreListView(recorder: recorder)
    controller = ScoreListController(view: view, service: recorder.service(service, calledBy: .controller))
    recorder.record(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  func load() async {
    recorder.record(.user, to: .controller, "load()")
    await controller.load()
  }

  var state: ScoreListState? { view.state }
  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }
}

/// The playground's MVC table: whenever it lays out its rows it asks its data source for each
/// one, as a `UITableView` does, and the page draws what it got.
@MainActor
private final class PlaygroundScoreListView: CalculatorMVC.ScoreListView {
  weak var dataSource: (any ScoreListDataSource)? {
    didSet { recorder.record(.controller, to: .view, "dataSource = self") }
  }
  private(set) var state: ScoreListState?
  private let recorder: LaneRecorder

  init(recorder: LaneRecorder) {
    self.recorder = recorder
  }

  func showLoading() {
    recorder.record(.controller, to: .view, "showLoading()")
    state = .loading
  }

  func reloadData() {
    recorder.record(.controller, to: .view, "reloadData()")
    let rows = askForRows()
    state = rows.isEmpty ? .empty : .rows(rows)
  }

  /// The message is the table's background, seen only while the table has no rows: the table
  /// lays itself out again and asks its data source, so rows a controller kept would cover it.
  func showError(_ message: String) {
    recorder.record(.controller, to: .view, "showError(\(recorder.literal(message)))")
    let rows = askForRows()
    state = rows.isEmpty ? .failed(message) : .rows(rows)
  }

  /// Every row its data source has now, asked for one by one, as a table asks.
  private func askForRows() -> [ScoreListRow] {
    guard let dataSource else { return [] }
    recorder.record(.view, to: .controller, "numberOfRows(in: self)")
    let count = dataSource.numberOfRows(in: self)
    recorder.reply(.controller, to: .view, "returns \(count)")
    return (0..<count).map { row in
      recorder.record(.view, to: .controller, "scoreListView(_:cellForRow: \(row))")
      let cell = dataSource.scoreListView(self, cellForRow: row)
      recorder.reply(
        .controller, to: .view,
        "returns ScoreListCell(text: \(recorder.literal(cell.text)), "
          + "detailText: \(recorder.literal(cell.detailText)))")
      return ScoreListRow(name: cell.text, level: cell.detailText)
    }
  }
}
