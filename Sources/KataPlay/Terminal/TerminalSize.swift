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

  /// `80×24`: columns first, as people say it.
  public var description: String { "\(columns)×\(rows)" }
}
