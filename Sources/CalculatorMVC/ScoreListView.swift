/// The MVC score list view: a table that pulls its rows from a data source.
///
/// The controller owns the view and tells it when to show the spinner, an error, or to
/// reload; the view then asks its data source how many rows there are and what each shows,
/// and shows an empty message when there are none. Like any delegate, the data source is
/// held weakly: the controller already holds the view.
@MainActor
public protocol ScoreListView: AnyObject {
  /// Who answers the view's questions about rows. Conforming types declare it `weak`.
  var dataSource: (any ScoreListDataSource)? { get set }

  /// Shows that the list is loading.
  func showLoading()
  /// Asks the data source again for every row, and shows them (or that there are none).
  func reloadData()
  /// Shows that loading failed, and why.
  func showError(_ message: String)
}

extension ScoreListView {
  /// The cells `dataSource` has now, asked for one by one, as a table asks when it reloads:
  /// how many rows, then the cell of each. A table calls this with its own ``dataSource`` from
  /// ``reloadData()``; what it draws is exactly what comes back.
  public func cells(from dataSource: any ScoreListDataSource) -> [ScoreListCell] {
    (0..<dataSource.numberOfRows(in: self)).map { dataSource.scoreListView(self, cellForRow: $0) }
  }
}
