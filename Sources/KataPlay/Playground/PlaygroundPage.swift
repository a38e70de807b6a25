/// A page of the playground: a pure core that takes keys and draws frames, with no terminal.
///
/// The runner (``Playground``) feeds it keys and draws what it returns; tests do the same
/// without a terminal, and compare the frames' text.
@MainActor
public protocol PlaygroundPage: AnyObject {
  /// Starts whatever the page does on its own, such as loading a roster; it calls `refresh`
  /// whenever what it shows changed without a key.
  func start(refresh: @escaping @Sendable () -> Void)
  /// Handles one key.
  func handle(_ key: Key) -> KeyOutcome
  /// Everything the page shows now, laid out for a window of `size`.
  func frame(size: TerminalSize) -> Frame
}
