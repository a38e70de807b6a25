import CalculatorMVC
import ScoreBoard

/// What a table view of the MVC score list records, from outside the lesson: each message as
/// it crosses, then the lesson's own code (``CalculatorMVC/ScoreListView``) does the work.
extension MVCScoreListComposition.View {
  /// The system opens the screen: `viewDidLoad()` on its controller.
  func systemLoads(_ controller: ScoreListController) {
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  public func showLoading() {
    trace?.call(.controller, to: .view, "showLoading()")
    show(.loading)
  }

  public func reloadData() {
    trace?.call(.controller, to: .view, "reloadData()")
    let rows = askForRows()
    show(rows.isEmpty ? .empty : .rows(rows))
  }

  /// The message is the table's background, seen only while the table has no rows. The table
  /// lays itself out again and asks its data source, so rows a controller kept would cover it.
  public func showError(_ message: String) {
    trace?.arrived(at: .view, "showError(\(Trace.literal(message)))", carrying: message, from: .controller)
    let rows = askForRows()
    show(rows.isEmpty ? .failed(message) : .rows(rows))
  }

  /// Records that the controller made itself the data source: call it from `dataSource`'s
  /// `didSet`.
  public func recordDataSourceSet() {
    trace?.call(.controller, to: .view, "dataSource = self")
  }

  /// Every row its data source has now, asked as the lesson's table asks, each question and
  /// answer recorded on the way unless `recorded` is false.
  func askForRows(recorded: Bool = true) -> [ScoreListRow] {
    guard let dataSource else { return [] }
    let asked = trace.flatMap { recorded ? RecordedDataSource(dataSource, into: $0) : nil } ?? dataSource
    return cells(from: asked).map { ScoreListRow(name: $0.text, level: $0.detailText) }
  }
}

/// A data source that records each question a table puts to the one it stands for, and the
/// answer, cells included: what reaches the table is what the controller hands back.
@MainActor
private final class RecordedDataSource: ScoreListDataSource {
  private let base: any ScoreListDataSource
  private let trace: Trace

  init(_ base: any ScoreListDataSource, into trace: Trace) {
    self.base = base
    self.trace = trace
  }

  func numberOfRows(in view: any CalculatorMVC.ScoreListView) -> Int {
    trace.call(.view, to: .controller, "numberOfRows(in: self)")
    let count = base.numberOfRows(in: view)
    trace.reply(.controller, to: .view, "returns \(count)")
    return count
  }

  func scoreListView(_ view: any CalculatorMVC.ScoreListView, cellForRow row: Int) -> ScoreListCell {
    trace.call(.view, to: .controller, "scoreListView(_:cellForRow: \(row))")
    let cell = base.scoreListView(view, cellForRow: row)
    trace.reply(
      .controller, to: .view,
      "returns ScoreListCell(text: \(Trace.literal(cell.text)), detailText: \(Trace.literal(cell.detailText)))",
      carrying: cell)
    return cell
  }
}

extension MVCScoreListComposition {
  /// The system asks `controller` to load its players, recording into `trace`.
  @MainActor
  public static func load(_ controller: ScoreListController, trace: Trace?) async {
    trace?.call(.user, to: .controller, "load()")
    await controller.load()
  }

  /// The system shows the screen: `controller` starts loading in a task it owns, recording
  /// into `trace`.
  @MainActor
  public static func startLoading(_ controller: ScoreListController, trace: Trace?) {
    trace?.call(.user, to: .controller, "startLoading()")
    controller.startLoading()
  }
}
