import KataDriver
import KataPlay
import KataTracing

/// A score list lane that shows a state the test chose, with no architecture behind it: so
/// that a page test can set exact widths and sizes, and count the screens the page builds.
@MainActor
final class FixedScoreListLane: ScoreListLane {
  private let shown: ScoreListSnapshot
  private(set) var state: ScoreListSnapshot?
  /// What each take of its messages hands back.
  private let eachTake: Trace.Kept
  /// How many times its messages were taken.
  private(set) var takes = 0

  init(showing shown: ScoreListSnapshot, eachTake: Trace.Kept = Trace.Kept([])) {
    self.shown = shown
    self.eachTake = eachTake
  }

  func load() async {
    state = shown
  }

  func takeMessages() -> Trace.Kept {
    takes += 1
    return eachTake
  }
}

/// Makes ``FixedScoreListLane``s and counts them: one per load.
@MainActor
final class FixedLanes {
  private(set) var made = 0

  /// A maker for the lane called `name`, showing `state` on every load.
  func maker(_ name: String, showing state: ScoreListSnapshot) -> (
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
