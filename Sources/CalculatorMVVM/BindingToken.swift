/// Keeps one observer of a ``BoundValue`` bound.
///
/// Call ``cancel()`` to stop observing, or just let the token go: a view that is torn down
/// releases its tokens, and with them its observers, without a word. The token unbinds on the
/// main actor, where its ``BoundValue`` keeps its observers: its `deinit` is isolated there,
/// whichever thread lets the token go.
@MainActor
public final class BindingToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observer: it is not called again, not even in a delivery under way. Calling it
  /// again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit {
    cancel()
  }
}
