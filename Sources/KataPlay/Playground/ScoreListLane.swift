import KataDriver
import KataTracing

/// One architecture's score list, loaded once, as the playground drives it.
///
/// A lane is one screen's life: the playground builds a fresh one for every load, so that a
/// reload can leave the old load behind (see ``ScoreListPage``).
@MainActor
public protocol ScoreListLane: AnyObject {
  /// The screen appears and loads its players; returns once the list shows the result.
  func load() async
  /// What the list shows now: nil until the screen has shown anything.
  var state: ScoreListSnapshot? { get }
  /// Hands back the messages recorded since the last call, oldest first, and forgets them:
  /// the first ``ScoreListPage/keptMessages``, and how many more came (a lane records into a
  /// `Trace(keepingAtMost: ScoreListPage.keptMessages)`).
  func takeMessages() -> Trace.Kept
}
