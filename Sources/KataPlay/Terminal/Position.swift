/// A cell of the screen, counting rows and columns from 0 at the top left.
public struct Position: Hashable, Sendable, CustomStringConvertible {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  public var description: String { "(row \(row), column \(column))" }
}
