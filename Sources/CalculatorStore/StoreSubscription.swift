/// Keeps one subscriber of a ``Store`` told of each new state.
///
/// Call ``cancel()`` to stop, or let it go: a view that is torn down releases its
/// subscription, and with it its subscriber. It unsubscribes on the main actor, where the
/// store keeps its subscribers: its `deinit` is isolated there, whichever thread lets it go.
@MainActor
public final class StoreSubscription {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the subscriber: it is not told again. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit {
    cancel()
  }
}
