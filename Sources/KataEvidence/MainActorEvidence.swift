import Dispatch

/// Whether the code running now runs on the main actor, asked without ever trapping: the
/// evidence behind "the view is told only on the main actor".
///
/// `MainActor.assertIsolated()` would answer by crashing, and a thread check answers the wrong
/// question on Linux, where the main dispatch queue, and the main actor's jobs with it, may be
/// drained by any thread of the pool. The main actor runs its jobs on the main dispatch queue,
/// so the driver marks that queue, and code is on the main actor exactly when the queue it runs
/// on carries the mark: a `Task.detached`, an actor of one's own, a `DispatchQueue.global()`
/// callback, a nonisolated `async` function, all run elsewhere. Where the main actor does not
/// run on the main queue (an executor of one's own), the main actor's own code does not see the
/// mark either: ``isAvailable`` is then false, and the rule says it was not measured.
public enum MainActorEvidence {
  /// The mark on the main queue.
  private static let key = DispatchSpecificKey<Bool>()
  /// Marks the main queue, once, whichever thread asks first.
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the code running now runs on the main dispatch queue, and so on the main actor.
  public static var isCurrent: Bool {
    guard marked else { return false }
    return DispatchQueue.getSpecific(key: key) ?? false
  }

  /// Whether the main actor's own code is seen on the main actor here: asked on it.
  @MainActor
  public static var isAvailable: Bool { isCurrent }
}
