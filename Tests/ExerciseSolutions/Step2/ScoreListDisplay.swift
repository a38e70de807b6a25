import KataDriver

/// What the presenter can tell the score list view.
@MainActor
protocol ScoreListDisplay: AnyObject {
  func displayLoading()
  /// Shows `rows`, formatted already, in order.
  func display(rows: [ScoreListRow])
  func displayEmpty()
  func display(errorMessage: String)
}
