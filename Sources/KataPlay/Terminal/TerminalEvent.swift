/// What the terminal reports to the playground: a key, a new window size, or the end of input.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  /// The window changed size (SIGWINCH); ask the terminal for the new one.
  case resize
  /// Something other than a key changed what the page shows (a roster finished loading).
  case refresh
  /// Standard input ended or failed: the terminal is gone.
  case inputEnded
}
