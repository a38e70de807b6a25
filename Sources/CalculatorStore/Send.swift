/// How an effect's work hands its answers back: each call sends one action into the store that
/// runs it, on the main actor, where the store reduces it like any other (TCA's `Send`).
///
/// Work that waits for one answer sends once; work that reports as it goes (progress, a
/// stream, a timer) sends as often as it has something to say. The store is held weakly: once
/// it is gone, a send reaches nothing.
nonisolated public struct Send<Action: Sendable>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Sends each action to `send`: a store's entry for actions, or a test's recorder.
  public init(_ send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` in, and returns once it has been reduced.
  @MainActor
  public func callAsFunction(_ action: Action) {
    send(action)
  }
}
