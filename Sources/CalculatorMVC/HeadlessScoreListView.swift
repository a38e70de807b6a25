/// The MVC score list's table with no UI kit: what stands where a `UITableView` would. Each
/// time it lays out its rows it asks its data source for every one, and keeps the cells it
/// was handed.
///
/// Open, as a `UITableView` is: an app or a test can specialise it, and the specialised
/// table still asks and shows through the code here.
@MainActor
open class HeadlessScoreListView: ScoreListView {
  /// Weak, as a delegate is: the controller owns this table.
  open weak var dataSource: (any ScoreListDataSource)?
  /// Whether the spinner shows.
  public private(set) var isLoading = false
  /// The cells of the last layout, as the data source handed them over.
  public private(set) var cells: [ScoreListCell] = []
  /// The table's background, seen while it has no rows: why loading failed.
  public private(set) var errorMessage: String?

  public init() {}

  open func showLoading() {
    isLoading = true
  }

  open func reloadData() {
    isLoading = false
    errorMessage = nil
    layOutRows()
  }

  /// The message is the table's background, seen only while the table has no rows. The
  /// table lays itself out again and asks its data source, so rows a controller kept cover it.
  open func showError(_ message: String) {
    isLoading = false
    errorMessage = message
    layOutRows()
  }

  /// A table lays itself out again whenever it scrolls, and asks its data source for every
  /// row: what it shows then is what the data source holds now, whether or not the controller
  /// called ``reloadData()`` when it changed.
  open func layOutAgain() {
    layOutRows()
  }

  private func layOutRows() {
    cells = dataSource.map { cells(from: $0) } ?? []
  }
}
