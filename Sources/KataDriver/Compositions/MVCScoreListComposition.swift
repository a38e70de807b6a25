import CalculatorMVC
import ScoreBoard

/// The MVC score list, composed: the one place its service, controller and table view are
/// wired (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// A view brings only what it does with what it shows; how it asks its data source for rows,
/// as a table does, and what it records, is written once, below.
public enum MVCScoreListComposition {
  /// A table view the MVC score list can be composed with: the lesson's view, recording the
  /// messages that cross it.
  @MainActor
  public protocol View: CalculatorMVC.ScoreListView {
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `state`: the rows it asked its data source for, or what stands in for them.
    func show(_ state: ScoreListScreenState)
  }

  /// Builds the controller of `view` over `service`, and opens the screen: the controller
  /// becomes the view's data source. Hold the controller; it owns the view.
  @MainActor
  public static func compose(view: some View, service: any ScoreService) -> ScoreListController {
    let controller = ScoreListController(view: view, service: service)
    view.trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
    return controller
  }

  /// The system asks `controller` to load its players, recording into `trace`.
  @MainActor
  public static func load(_ controller: ScoreListController, trace: Trace?) async {
    trace?.call(.user, to: .controller, "load()")
    await controller.load()
  }
}

extension MVCScoreListComposition.View {
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
    trace?.call(.controller, to: .view, "showError(\(Trace.literal(message)))")
    let rows = askForRows()
    show(rows.isEmpty ? .failed(message) : .rows(rows))
  }

  /// Records that the controller made itself the data source: call it from `dataSource`'s
  /// `didSet`.
  public func recordDataSourceSet() {
    trace?.call(.controller, to: .view, "dataSource = self")
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
