/// Turns the next frame into the bytes that change what the terminal shows now into it, and
/// nothing more: only the cells that changed are written.
///
/// It remembers the last frame it rendered, which is what the terminal shows. The first frame,
/// and any frame of another size, clears the screen and draws every cell that is not blank.
/// Then, in each row, a run of changed cells is written after one cursor move, with a style
/// change only where the style changes. Last, the cursor goes to the frame's insertion point
/// and is shown (or stays hidden), because an input method draws its pre-edit text there.
///
/// It expects autowrap to be off (``TerminalSession`` turns it off), so that writing the last
/// column never wraps or scrolls the screen.
public struct FrameRenderer: Sendable {
  private var shown: Frame?
  /// Where the terminal's cursor is, when known.
  private var cursor: Position?
  private var style = CellStyle()
  private var isCursorVisible = false

  public init() {}

  /// Forgets what the terminal shows, so that the next frame is drawn whole: after anything
  /// else has written to the screen.
  public mutating func invalidate() {
    shown = nil
  }

  /// The bytes that turn the terminal's screen from the last frame rendered into `frame`;
  /// empty when nothing changed.
  public mutating func render(_ frame: Frame) -> [UInt8] {
    var output: [UInt8] = []
    let previous = shown?.size == frame.size ? shown : nil
    if previous == nil {
      // Whatever the terminal showed before, from here on this renderer knows it all.
      output.append(contentsOf: "\u{1B}[?25l\u{1B}[0m\u{1B}[2J".utf8)
      isCursorVisible = false
      style = []
      cursor = nil
    }
    for row in 0..<frame.size.rows {
      var column = 0
      while column < frame.size.columns {
        let cell = frame[row, column]
        let changed = previous.map { $0[row, column] != cell } ?? (cell != .blank)
        guard changed, !cell.isContinuation else {
          column += 1
          continue
        }
        hideCursor(into: &output)
        let width = column + 1 < frame.size.columns && frame[row, column + 1].isContinuation ? 2 : 1
        write(cell, at: Position(row: row, column: column), width: width, into: &output)
        column += width
      }
    }
    placeCursor(frame.cursor, into: &output)
    shown = frame
    return output
  }

  private mutating func write(_ cell: Cell, at position: Position, width: Int, into output: inout [UInt8]) {
    if cursor != position {
      output.append(contentsOf: "\u{1B}[\(position.row + 1);\(position.column + 1)H".utf8)
    }
    if cell.style != style {
      output.append(contentsOf: cell.style.selectGraphicRendition.utf8)
      style = cell.style
    }
    output.append(contentsOf: cell.text.utf8)
    cursor = Position(row: position.row, column: position.column + width)
  }

  private mutating func hideCursor(into output: inout [UInt8]) {
    guard isCursorVisible else { return }
    output.append(contentsOf: "\u{1B}[?25l".utf8)
    isCursorVisible = false
  }

  private mutating func placeCursor(_ target: Position?, into output: inout [UInt8]) {
    guard let target else {
      hideCursor(into: &output)
      return
    }
    if cursor != target {
      output.append(contentsOf: "\u{1B}[\(target.row + 1);\(target.column + 1)H".utf8)
      cursor = target
    }
    if !isCursorVisible {
      output.append(contentsOf: "\u{1B}[?25h".utf8)
      isCursorVisible = true
    }
  }
}
