import TerminalText

/// A one-line text field: its text, the insertion point, and which part a narrow window shows.
///
/// The cursor moves and deletes by `Character`, so one Backspace removes a whole Hangul
/// syllable, an accented letter or a flag. Positions are kept as UTF-8 offsets on character
/// boundaries: an edit in a 10 KB field costs one insertion, and drawing walks only the
/// characters near the cursor (O(width), not O(text)). When the text is wider than the window
/// the field scrolls, keeping the cursor in sight; the scroll position lasts from one frame to
/// the next, so the text does not jump while the cursor moves within the window.
public struct TextField: Hashable, Sendable {
  /// What the field shows as a person reads it, in `width` columns.
  public struct Layout: Hashable, Sendable {
    /// The visible text, with invisible and control characters written as escapes.
    public var visible: String
    /// The cursor's column, from the field's first column.
    public var cursorColumn: Int
    /// Whether text is hidden to the left, or to the right.
    public var isCutBefore: Bool
    public var isCutAfter: Bool
  }

  public private(set) var text: String
  /// The insertion point, as a UTF-8 offset.
  private var cursor: Int
  /// The first character shown, as a UTF-8 offset.
  private var scroll = 0

  /// A field holding `text`, with the cursor at its end.
  public init(_ text: String = "") {
    self.text = text
    cursor = text.utf8.count
  }

  /// How many characters come before the cursor.
  public var cursorCharacterOffset: Int { text.distance(from: text.startIndex, to: index(cursor)) }

  /// Inserts `string` at the cursor, and moves the cursor past it. Returns whether the text changed.
  public mutating func insert(_ string: String) -> Bool {
    guard !string.isEmpty else { return false }
    text.insert(contentsOf: string, at: index(cursor))
    cursor += string.utf8.count
    settle()
    return true
  }

  /// Deletes the character before the cursor (Backspace). Returns whether the text changed.
  public mutating func deleteBackward() -> Bool {
    guard cursor > 0 else { return false }
    let end = index(cursor)
    let start = text.index(before: end)
    text.removeSubrange(start..<end)
    cursor = offset(of: start)
    settle()
    return true
  }

  /// Deletes the character after the cursor (Delete). Returns whether the text changed.
  public mutating func deleteForward() -> Bool {
    guard cursor < text.utf8.count else { return false }
    let start = index(cursor)
    text.removeSubrange(start..<text.index(after: start))
    settle()
    return true
  }

  public mutating func moveLeft() {
    guard cursor > 0 else { return }
    cursor = offset(of: text.index(before: index(cursor)))
  }

  public mutating func moveRight() {
    guard cursor < text.utf8.count else { return }
    cursor = offset(of: text.index(after: index(cursor)))
  }

  public mutating func moveToStart() { cursor = 0 }
  public mutating func moveToEnd() { cursor = text.utf8.count }

  /// The field as `width` columns show it, scrolled so that the cursor has a column of its own.
  public mutating func layout(width: Int) -> Layout {
    let room = max(width - 1, 0)
    scroll = min(scroll, cursor)
    let cursorIndex = index(cursor)
    var cursorColumn = columns(from: index(scroll), to: cursorIndex, stoppingPast: room)
    if cursorColumn > room {
      // Scroll right just enough: the cursor on the last column.
      var start = cursorIndex
      cursorColumn = 0
      while start > text.startIndex {
        let previous = text.index(before: start)
        let width = Self.shown(text[previous]).columns
        guard cursorColumn + width <= room else { break }
        cursorColumn += width
        start = previous
      }
      scroll = offset(of: start)
    }
    var visible = ""
    var used = 0
    var next = index(scroll)
    while next < text.endIndex {
      let shown = Self.shown(text[next])
      guard used + shown.columns <= width else { break }
      visible += shown.text
      used += shown.columns
      next = text.index(after: next)
    }
    return Layout(
      visible: visible, cursorColumn: cursorColumn, isCutBefore: scroll > 0, isCutAfter: next < text.endIndex)
  }

  /// How a character is drawn in a field, and in how many columns: as itself, or, when it
  /// would be invisible (a control, or a character of no width such as U+200B), as an escape
  /// that a person can see and step over.
  static func shown(_ character: Character) -> (text: String, columns: Int) {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return (String(character), 1) }
    let escaped = String(character).escapingControls()
    if escaped.unicodeScalars.elementsEqual(character.unicodeScalars) {
      let columns = DisplayWidth.columns(of: character)
      if columns > 0 { return (escaped, columns) }
      let written = character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
        .joined()
      return (written, written.utf8.count)
    }
    return (escaped, DisplayWidth.columns(of: escaped))
  }

  /// The columns from `start` to `end`, counting no further once past `limit`.
  private func columns(from start: String.Index, to end: String.Index, stoppingPast limit: Int) -> Int {
    var columns = 0
    var at = start
    while at < end && columns <= limit {
      columns += Self.shown(text[at]).columns
      at = text.index(after: at)
    }
    return columns
  }

  /// After an edit, characters on either side may have joined into one (a combining mark typed
  /// after a letter, two Hangul jamo brought together): the cursor moves to the end of the
  /// character it fell into, and the scroll position to its start.
  private mutating func settle() {
    let cursorIndex = index(cursor)
    if cursorIndex.samePosition(in: text) == nil {
      cursor = offset(of: text.index(after: cursorIndex))
    }
    scroll = min(scroll, cursor)
    let scrollIndex = index(scroll)
    if scrollIndex.samePosition(in: text) == nil {
      scroll = offset(of: text.index(before: text.index(after: scrollIndex)))
    }
  }

  private func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  private func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.utf8.startIndex, to: index)
  }
}
