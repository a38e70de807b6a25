/// One character cell of the screen.
///
/// A wide character (Hangul, kanji, most emoji) covers two cells: the first holds it, and the
/// second is a ``continuation`` that holds nothing, so that the grid stays one cell per
/// terminal column.
public struct Cell: Hashable, Sendable {
  /// What the cell shows: one grapheme, as the terminal draws it, or nothing for the right
  /// half of a wide character. Never a control character.
  public var text: String
  public var style: CellStyle

  public init(_ text: String, style: CellStyle = []) {
    self.text = text
    self.style = style
  }

  /// An empty cell.
  public static let blank = Cell(" ")

  /// The right half of a wide character.
  public static func continuation(style: CellStyle) -> Cell { Cell("", style: style) }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { text.isEmpty }
}
