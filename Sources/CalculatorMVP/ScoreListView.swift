/// The MVP score list view: passive, it shows exactly what its presenter tells it.
///
/// It never sees a ``ScoreBoard/Player``: the presenter hands it rows already formatted.
@MainActor
public protocol ScoreListView: AnyObject {
  /// Shows that the list is loading.
  func displayLoading()
  /// Shows `rows`, in order.
  func display(rows: [ScoreRow])
  /// Shows that there are no players.
  func displayEmpty()
  /// Shows that loading failed, and why.
  func display(errorMessage: String)
}
