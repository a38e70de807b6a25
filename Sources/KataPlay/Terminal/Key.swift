/// One thing the person at the keyboard did, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// Text typed: one character, or several that arrived together (a fast typist, or an input
  /// method committing a whole word). Never holds a C0 control (those are keys, or ignored).
  case text(String)
  /// Text pasted, whole, as the terminal bracketed it: one edit, however long.
  case paste(String)
  case up, down, left, right
  case home, end
  /// The forward delete key.
  case delete
  case backspace
  case tab
  /// Shift-Tab.
  case backTab
  case enter
  /// Esc on its own, not the start of a longer sequence.
  case escape
  /// Ctrl-C. In raw mode it is a byte like any other, not a signal.
  case interrupt
  /// Ctrl-Z: in raw mode a byte too; the playground stops itself, as the terminal would.
  case suspend
}
