/// The effect an action started, to wait for.
///
/// It only waits, unlike TCA's `StoreTask`, whose `cancel()`, and the cancelling of a task
/// that awaits its `finish()`, cancel the effect. Here the effect stays the store's: a newer
/// effect of its id, `.cancel(id:)` or the store going away cancels it, and nothing else.
/// The reason is a case every lesson passes: a refresh replaces a load, then its caller gives
/// up, and the screen must not stay loading with nothing in flight; so a caller that gives up
/// ends its own wait, and the refresh goes on and is reduced. A test sends an action and awaits
/// ``finish()`` to know that the effect has ended and its answers have been reduced.
nonisolated public struct StoreTask: Sendable {
  let effect: Task<Void, Never>?

  /// Returns once the effect has ended and every action it sent has been reduced; at once if
  /// the action started none, or when the calling task is cancelled (which ends the wait, not
  /// the effect).
  public func finish() async {
    guard let effect else { return }
    let (ended, end) = AsyncStream.makeStream(of: Void.self)
    let watch = Task {
      await effect.value
      end.finish()
    }
    // Ends when the effect has, or at once when this task is cancelled: an `AsyncStream`
    // stops waiting then, where `effect.value` would not.
    for await _ in ended {}
    watch.cancel()
  }
}
