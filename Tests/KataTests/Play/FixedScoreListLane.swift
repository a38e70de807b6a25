import KataDriver
import KataPlay

/// A score list lane that shows a state the test chose, with no architecture behind it: so
/// that a page test can set exact widths and sizes, and count the screens the page builds.
@MainActor
final class FixedScoreListLane: ScoreListLane {
  private let shown: ScoreListScreenState
  private(set) var state: ScoreListScreenState?

  init(showing shown: ScoreListScreenState) {
    self.shown = shown
  }

  func load() async {
    state = shown
  }

  func takeMessages() -> Trace.Kept { Trace.Kept([]) }
}

/// Makes ``FixedScoreListLane``s and counts them: one per load.
@MainActor
final class FixedLanes {
  private(set) var made = 0

  /// A maker for the lane called `name`, showing `state` on every load.
  func maker(_ name: String, showing state: ScoreListScreenState) -> (
    name: String, make: ScoreListPage.LaneMaker
  ) {
    (
      name,
      { [self] _ in
        made += 1
        return FixedScoreListLane(showing: state)
      }
    )
  }
}
