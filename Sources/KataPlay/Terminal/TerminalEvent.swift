/// What the terminal reports to the playground: a key, a new window size, or the end of input.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  /// The window changed size (SIGWINCH); ask the terminal for the new one.
  case resize
  /// The program was stopped and has been continued (SIGTSTP, then SIGCONT): the terminal was
  /// given back meanwhile, and whatever the shell drew is on it; take it back and draw it whole.
  case resumed
  /// Something other than a key changed what the page shows (a roster finished loading).
  case refresh
  /// Standard input ended or failed: the terminal is gone.
  case inputEnded
}
