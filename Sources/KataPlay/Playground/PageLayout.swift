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

  /// What a window too small for the page shows instead: the note, wrapped at spaces to the
  /// window's width, as many lines as it has rows.
  static func tooSmall(_ frame: inout Frame, needs size: TerminalSize) {
    let note = "Make the window at least \(size) (Esc quits)."
    var lines: [String] = []
    for word in note.split(separator: " ") {
      if let last = lines.last, last.count + 1 + word.count <= frame.size.columns {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(String(word))
      }
    }
    for (row, line) in lines.prefix(frame.size.rows).enumerated() {
      frame.write(line, row: row, column: 0)
    }
  }
}
