import CalculatorMVC
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

/// The lesson's MVC table, as the driver drives it: each message that crosses it is recorded
/// into the trace, if there is one, the lesson's own code does the work, and what the table
/// then shows is kept in the words every screen shares.
@MainActor
final class MVCDrivenScoreListView: CalculatorMVC.HeadlessScoreListView, DrivenLessonView {
  let trace: Trace?
  /// Every state the table showed, in order, for the suite.
  private(set) var shownStates: [ScoreListSnapshot] = []
  /// Whether the questions the table asks its data source are recorded: not when the driver
  /// lays it out again, its own check and no message of the lesson's.
  private var recordsQuestions = true

  init(trace: Trace?) {
    self.trace = trace
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  /// The data source the lesson's table asks: with a trace, one that records each question
  /// and answer on the way to the controller.
  override var dataSource: (any ScoreListDataSource)? {
    get {
      guard let base = super.dataSource, let trace, recordsQuestions else { return super.dataSource }
      return RecordedDataSource(base, into: trace)
    }
    set {
      super.dataSource = newValue
      trace?.call(.controller, to: .view, "dataSource = self")
    }
  }

  override func showLoading() {
    trace?.call(.controller, to: .view, "showLoading()")
    super.showLoading()
    shownStates.show(.loading)
  }

  override func reloadData() {
    trace?.call(.controller, to: .view, "reloadData()")
    super.reloadData()
    shownStates.show(cells.isEmpty ? .empty : .rows(rows))
  }

  override func showError(_ message: String) {
    trace?.arrived(at: .view, "showError(\(Trace.literal(message)))", carrying: message, from: .controller)
    super.showError(message)
    shownStates.show(cells.isEmpty ? .failed(message) : .rows(rows))
  }

  /// The spinner stays until the controller ends it; after rows, the table shows what its data
  /// source has now.
  override func layOutAgain() {
    guard let last = shownStates.last, last != .loading else { return }
    recordsQuestions = false
    defer { recordsQuestions = true }
    super.layOutAgain()
    if !cells.isEmpty {
      shownStates.show(.rows(rows))
    } else if case .rows = last {
      shownStates.show(.empty)
    }
  }

  /// The cells shown now, as rows.
  private var rows: [ScoreListRow] {
    cells.map { ScoreListRow(name: $0.text, level: $0.detailText) }
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
