/// What every page draws the same way: the title bar, the footer of keys, and the note that
/// the window is too small.
enum PageLayout {
  /// The top row, in reverse video: `kata play: calculator`.
  static func title(_ page: String, in frame: inout Frame) {
    frame.fill(row: 0, column: 0, count: frame.size.columns, style: .reverse)
    frame.write(" kata play: \(page)", row: 0, column: 0, style: .reverse)
  }

  /// The bottom row: the keys, as many as fit, in the order given.
  static func footer(_ keys: [String], in frame: inout Frame) {
    let row = frame.size.rows - 1
    var column = 1
    for key in keys {
      let width = key.count
      guard column + width < frame.size.columns else { break }
      frame.write(key, row: row, column: column, style: .dim)
      column += width + 3
    }
  }

  /// What a window too small for the page shows instead.
  static func tooSmall(_ frame: inout Frame, needs size: TerminalSize) {
    frame.write("Make the window at least \(size) (Esc quits).", row: 0, column: 0)
  }
}
