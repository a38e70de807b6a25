/// A terminal window's size, in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  public var rows: Int
  public var columns: Int

  public init(rows: Int, columns: Int) {
    self.rows = rows
    self.columns = columns
  }

  /// The classic terminal, and the size the playground must work at.
  public static let standard = TerminalSize(rows: 24, columns: 80)

  /// The most the playground draws: 1000 columns by 500 rows. A frame holds a cell for each
  /// place on screen, so a window that says it is 9999×9999 would take gigabytes; a larger
  /// window shows the page in its top-left corner.
  public static let largest = TerminalSize(rows: 500, columns: 1000)

  /// The size to draw at in a window of `rows` by `columns`: itself, or ``largest`` where it
  /// is larger.
  public static func drawable(rows: Int, columns: Int) -> TerminalSize {
    TerminalSize(rows: min(rows, largest.rows), columns: min(columns, largest.columns))
  }

  /// `80×24`: columns first, as people say it.
  public var description: String { "\(columns)×\(rows)" }
}
