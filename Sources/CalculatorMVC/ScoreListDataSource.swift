/// How an MVC list view gets its rows: it asks, row by row, when it needs them.
///
/// This is `UITableViewDataSource` in miniature. The view pulls; the controller answers from
/// the models it keeps. Nothing is formatted until a row is actually drawn.
@MainActor
public protocol ScoreListDataSource: AnyObject {
  /// How many rows the list has now.
  func numberOfRows(in view: any ScoreListView) -> Int
  /// The cell for row `row`, counting from 0.
  func scoreListView(_ view: any ScoreListView, cellForRow row: Int) -> ScoreListCell
}
