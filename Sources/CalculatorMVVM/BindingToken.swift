/// Keeps one observer of a ``BoundValue`` bound.
///
/// Call ``cancel()`` to stop observing, or just let the token go: a view that is torn down
/// releases its tokens, and with them its observers, without a word.
public final class BindingToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observer. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  deinit {
    cancel()
  }
}
