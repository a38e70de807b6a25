import TerminalText

/// What the screen shows at one moment: a grid of cells laid out by display columns, and
/// where the real cursor sits.
///
/// Pages draw into a frame, and ``FrameRenderer`` turns the difference between two frames
/// into bytes. Text goes in through ``write(_:row:column:limit:style:)`` only, which escapes
/// every control character, so nothing a roster or a paste holds ever reaches the terminal raw.
public struct Frame: Hashable, Sendable {
  public let size: TerminalSize
  private var cells: [Cell]
  /// Where the terminal's cursor is shown: the insertion point of the focused field, where an
  /// input method draws its pre-edit text. Nil hides the cursor.
  public var cursor: Position?

  /// A blank frame of `size`.
  public init(size: TerminalSize) {
    self.size = TerminalSize(rows: max(size.rows, 0), columns: max(size.columns, 0))
    cells = Array(repeating: .blank, count: self.size.rows * self.size.columns)
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * size.columns + column]
  }

  /// Writes `text` into `row` from `column`, within `limit` columns (to the end of the row
  /// when nil), and returns how many columns it took.
  ///
  /// Characters take their display columns. A wide character that does not fit is left out,
  /// with everything after it; a character with no width of its own (a lone combining mark)
  /// joins the one before it. Control characters are written escaped, as `\n` or `\u{1B}`.
  @discardableResult
  public mutating func write(
    _ text: some StringProtocol, row: Int, column: Int, limit: Int? = nil, style: CellStyle = []
  ) -> Int {
    guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return 0 }
    let end = min(size.columns, column + (limit ?? size.columns))
    var at = column
    for character in text.escapingControls() {
      let width = DisplayWidth.columns(of: character)
      if width == 0 {
        joinToPrevious(character, row: row, before: at, from: column)
        continue
      }
      guard at + width <= end else { break }
      put(Cell(String(character), style: style), width: width, row: row, column: at)
      at += width
    }
    return at - column
  }

  /// Paints `count` cells of `row` from `column` blank, in `style`: a bar, or a cleared line.
  public mutating func fill(row: Int, column: Int, count: Int, style: CellStyle = []) {
    guard row >= 0, row < size.rows else { return }
    for at in max(column, 0)..<min(column + count, size.columns) {
      put(Cell(" ", style: style), width: 1, row: row, column: at)
    }
  }

  /// Each row as text, with wide characters once and trailing blanks dropped: what a person
  /// reads, and what `tmux capture-pane` prints.
  public var lines: [String] {
    (0..<size.rows).map { row in
      var line = ""
      for column in 0..<size.columns {
        line += self[row, column].text
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Places `cell`, `width` columns wide, keeping every wide character whole: a character
  /// that this one half covers is blanked.
  private mutating func put(_ cell: Cell, width: Int, row: Int, column: Int) {
    let start = row * size.columns
    let index = start + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    let last = index + width - 1
    if last + 1 < start + size.columns, cells[last + 1].isContinuation {
      cells[last + 1] = Cell(" ", style: cells[last + 1].style)
    }
    cells[index] = cell
    if width == 2 { cells[index + 1] = .continuation(style: cell.style) }
  }

  /// Adds a zero-width character to the character before column `column` of `row`, if that
  /// one was written by the same call (which began at `first`).
  private mutating func joinToPrevious(_ character: Character, row: Int, before column: Int, from first: Int)
  {
    guard column > first else { return }
    var index = row * size.columns + column - 1
    if cells[index].isContinuation { index -= 1 }
    cells[index].text.append(character)
  }
}
