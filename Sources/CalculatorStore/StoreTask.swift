/// The effect an action started, to wait for: TCA's `StoreTask`.
///
/// It only waits. The effect stays the store's: a newer effect of its id, or the store going
/// away, cancels it, and nobody else can. A test sends an action and awaits ``finish()`` to
/// know that the effect's answer has come back and been reduced.
nonisolated public struct StoreTask: Sendable {
  let effect: Task<Void, Never>?

  /// Returns once the effect has ended and its answer has been sent into the store; at once
  /// if the action started none.
  public func finish() async {
    await effect?.value
  }
}
