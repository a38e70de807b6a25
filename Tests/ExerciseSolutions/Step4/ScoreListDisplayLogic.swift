import KataDriver

/// What the presenter can tell the score list view: one state at a time, formatted already.
@MainActor
protocol ScoreListDisplayLogic: AnyObject {
  func display(_ state: ScoreListSnapshot)
}
