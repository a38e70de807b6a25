import KataPlay
import TerminalText

/// A small terminal, for tests: it takes the bytes a program writes and keeps the screen they
/// make, as xterm or tmux would, so that a test can compare what a person would see.
///
/// It knows UTF-8, wide characters (two cells) and combining marks, carriage return, line feed
/// and backspace, cursor moves (`CUP`, `CUU`/`CUD`/`CUF`/`CUB`, `CHA`, `VPA`), erasing (`ED`,
/// `EL`), SGR bold, dim and reverse (colours are ignored), and the modes a full-screen program
/// sets: the alternate screen (1049), the cursor (25), bracketed paste (2004), autowrap (7).
/// Any other sequence is noted in ``unknownSequences``, so that a test can insist on none.
struct TerminalModel: CustomStringConvertible {
  struct Cell: Equatable {
    var text = " "
    var style = CellStyle()
  }

  private(set) var size: TerminalSize
  /// The main screen, then the alternate one.
  private var grids: [[[Cell]]]
  private(set) var isAlternateScreen = false
  private(set) var cursor = Position(row: 0, column: 0)
  private var savedCursor = Position(row: 0, column: 0)
  private(set) var isCursorVisible = true
  private(set) var isBracketedPaste = false
  private(set) var isAutowrap = true
  private(set) var style = CellStyle()
  /// Every cell a character was written to since the last ``forgetTouches()``.
  private(set) var touched: Set<Position> = []
  private(set) var unknownSequences: [String] = []
  /// Characters that did not fit at the end of a row, with autowrap off.
  private(set) var overflows = 0

  private var pendingWrap = false
  private var bytes: [UInt8] = []
  private var cluster = ""

  init(size: TerminalSize) {
    self.size = size
    grids = [Self.blank(size), Self.blank(size)]
  }

  private static func blank(_ size: TerminalSize) -> [[Cell]] {
    Array(repeating: Array(repeating: Cell(), count: size.columns), count: size.rows)
  }

  /// The screen now showing, each row as text with trailing blanks dropped (as `Frame.lines`).
  var lines: [String] {
    screen.map(Self.text(of:))
  }

  /// Row `row` as text: empty beyond the screen, so that a test written for a larger screen
  /// fails on what it reads instead of trapping. Only that row is read: a test that waits on
  /// a row of a huge screen reads it many times.
  func line(_ row: Int) -> String {
    row >= 0 && row < size.rows ? Self.text(of: screen[row]) : ""
  }

  private static func text(of row: [Cell]) -> String {
    var line = row.map(\.text).joined()
    while line.last == " " { line.removeLast() }
    return line
  }

  /// The alternate screen, whether it is showing or was left: after the program ends, what
  /// it showed last.
  var alternateLines: [String] {
    grids[1].map(Self.text(of:))
  }

  /// Rows `rows` as text, as ``line(_:)`` reads each.
  func lines(_ rows: Range<Int>) -> [String] {
    rows.map(line)
  }

  /// The screen, for a failure message.
  var description: String { lines.joined(separator: "\n") }

  /// The style of the cell at `position`.
  func style(at position: Position) -> CellStyle { screen[position.row][position.column].style }

  mutating func forgetTouches() { touched = [] }

  /// A terminal window resized: the grid keeps what fits, as a terminal's does.
  ///
  /// Row by row, not cell by cell: a blank grid's rows share one buffer until written, so a
  /// huge window costs only the rows drawn on.
  mutating func resize(to size: TerminalSize) {
    func fitted(_ grid: [[Cell]]) -> [[Cell]] {
      var fitted = Self.blank(size)
      for row in 0..<min(size.rows, grid.count) where grid[row].contains(where: { $0 != Cell() }) {
        let kept = min(size.columns, grid[row].count)
        fitted[row].replaceSubrange(0..<kept, with: grid[row][0..<kept])
      }
      return fitted
    }
    grids = grids.map(fitted)
    self.size = size
    cursor = Position(row: min(cursor.row, size.rows - 1), column: min(cursor.column, size.columns - 1))
  }

  /// The screen showing: mutated in place, through `grids`.
  private var screen: [[Cell]] {
    get { grids[active] }
    _modify { yield &grids[active] }
  }

  private var active: Int { isAlternateScreen ? 1 : 0 }

  // MARK: Bytes in

  /// Takes the next bytes the program wrote.
  mutating func apply(_ input: some Sequence<UInt8>) {
    bytes += input
    var index = 0
    while index < bytes.count {
      guard let used = consume(bytes[index...]) else { break }
      index += used
    }
    bytes.removeFirst(index)
    if bytes.isEmpty { commitCluster() }
  }

  /// Reads one unit at the start of `input` (a character's bytes, a control, a sequence), and
  /// returns how many bytes it took; nil when `input` stops in the middle of one.
  private mutating func consume(_ input: ArraySlice<UInt8>) -> Int? {
    let first = input[input.startIndex]
    switch first {
    case 0x1B:
      commitCluster()
      return escape(input)
    case 0x0D:
      commitCluster()
      cursor.column = 0
      pendingWrap = false
    case 0x0A:
      commitCluster()
      lineFeed()
    case 0x08:
      commitCluster()
      cursor.column = max(cursor.column - 1, 0)
      pendingWrap = false
    case 0x07:
      commitCluster()
    case 0x00..<0x20, 0x7F:
      commitCluster()
      unknownSequences.append("control \(first)")
    default:
      let length =
        switch first {
        case 0xC0...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF7: 4
        default: 1
        }
      guard input.count >= length else { return nil }
      let scalars = String(decoding: input.prefix(length), as: UTF8.self)
      add(scalars)
      return length
    }
    return 1
  }

  /// A scalar either joins the character being gathered (a combining mark, a joiner) or
  /// starts the next one; the one before is then drawn.
  private mutating func add(_ scalar: String) {
    let joined = cluster + scalar
    if !cluster.isEmpty && joined.count == 1 {
      cluster = joined
    } else {
      commitCluster()
      cluster = scalar
    }
  }

  private mutating func commitCluster() {
    guard let character = cluster.first else { return }
    cluster = ""
    draw(character)
  }

  private mutating func draw(_ character: Character) {
    let width = DisplayWidth.columns(of: character)
    if width == 0 {
      let column = max(cursor.column - 1, 0)
      let index = screen[cursor.row][column].text.isEmpty && column > 0 ? column - 1 : column
      screen[cursor.row][index].text.append(character)
      return
    }
    if pendingWrap && isAutowrap {
      cursor.column = 0
      lineFeed()
    }
    pendingWrap = false
    guard cursor.column + width <= size.columns else {
      overflows += 1
      return
    }
    put(Cell(text: String(character), style: style), width: width, at: cursor)
    if cursor.column + width >= size.columns {
      cursor.column = size.columns - 1
      pendingWrap = true
    } else {
      cursor.column += width
    }
  }

  /// Writes `cell` at `position`; a wide character half covered by it is blanked, as
  /// terminals do.
  private mutating func put(_ cell: Cell, width: Int, at position: Position) {
    let (row, column) = (position.row, position.column)
    if screen[row][column].text.isEmpty && column > 0 { screen[row][column - 1] = Cell() }
    if column + width < size.columns && screen[row][column + width].text.isEmpty {
      screen[row][column + width] = Cell()
    }
    screen[row][column] = cell
    touched.insert(position)
    if width == 2 {
      screen[row][column + 1] = Cell(text: "", style: cell.style)
      touched.insert(Position(row: row, column: column + 1))
    }
  }

  private mutating func lineFeed() {
    if cursor.row == size.rows - 1 {
      screen.removeFirst()
      screen.append(Array(repeating: Cell(), count: size.columns))
    } else {
      cursor.row += 1
    }
  }

  // MARK: Sequences

  private mutating func escape(_ input: ArraySlice<UInt8>) -> Int? {
    guard input.count >= 2 else { return nil }
    let second = input[input.startIndex + 1]
    switch second {
    case UInt8(ascii: "["):
      var end = input.startIndex + 2
      while end < input.endIndex && !(0x40...0x7E).contains(input[end]) { end += 1 }
      guard end < input.endIndex else { return nil }
      let parameters = String(decoding: input[(input.startIndex + 2)..<end], as: UTF8.self)
      controlSequence(parameters, final: Character(UnicodeScalar(input[end])))
      return end - input.startIndex + 1
    case UInt8(ascii: "7"):
      savedCursor = cursor
    case UInt8(ascii: "8"):
      cursor = savedCursor
    default:
      unknownSequences.append("ESC \(Character(UnicodeScalar(second)))")
    }
    return 2
  }

  private mutating func controlSequence(_ parameters: String, final: Character) {
    pendingWrap = false
    if parameters.hasPrefix("?") {
      mode(parameters.dropFirst(), on: final == "h", final: final)
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    func number(_ index: Int, default fallback: Int) -> Int {
      index < numbers.count ? numbers[index] ?? fallback : fallback
    }
    switch final {
    case "H", "f":
      cursor = Position(
        row: min(max(number(0, default: 1), 1), size.rows) - 1,
        column: min(max(number(1, default: 1), 1), size.columns) - 1)
    case "A": cursor.row = max(cursor.row - number(0, default: 1), 0)
    case "B": cursor.row = min(cursor.row + number(0, default: 1), size.rows - 1)
    case "C": cursor.column = min(cursor.column + number(0, default: 1), size.columns - 1)
    case "D": cursor.column = max(cursor.column - number(0, default: 1), 0)
    case "G": cursor.column = min(max(number(0, default: 1), 1), size.columns) - 1
    case "d": cursor.row = min(max(number(0, default: 1), 1), size.rows) - 1
    case "J": eraseDisplay(number(0, default: 0))
    case "K": eraseLine(number(0, default: 0))
    case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
    default: unknownSequences.append("CSI \(parameters)\(final)")
    }
  }

  private mutating func mode(_ number: Substring, on: Bool, final: Character) {
    guard final == "h" || final == "l" else {
      unknownSequences.append("CSI ?\(number)\(final)")
      return
    }
    switch number {
    case "1049":
      if on && !isAlternateScreen {
        savedCursor = cursor
        grids[1] = Self.blank(size)
        isAlternateScreen = true
      } else if !on && isAlternateScreen {
        isAlternateScreen = false
        cursor = savedCursor
      }
    case "25": isCursorVisible = on
    case "2004": isBracketedPaste = on
    case "7": isAutowrap = on
    default: unknownSequences.append("CSI ?\(number)\(final)")
    }
  }

  private mutating func eraseDisplay(_ kind: Int) {
    guard kind < 2 else {
      screen = Self.blank(size)
      return
    }
    for row in 0..<size.rows {
      for column in 0..<size.columns {
        let position = Position(row: row, column: column)
        let before = (row, column) < (cursor.row, cursor.column)
        if kind >= 2 || (kind == 0 && !before) || (kind == 1 && (before || position == cursor)) {
          screen[row][column] = Cell()
        }
      }
    }
  }

  private mutating func eraseLine(_ kind: Int) {
    for column in 0..<size.columns {
      if kind == 2 || (kind == 0 && column >= cursor.column) || (kind == 1 && column <= cursor.column) {
        screen[cursor.row][column] = Cell()
      }
    }
  }

  private mutating func selectGraphicRendition(_ codes: [Int]) {
    for code in codes.isEmpty ? [0] : codes {
      switch code {
      case 0: style = []
      case 1: style.insert(.bold)
      case 2: style.insert(.dim)
      case 7: style.insert(.reverse)
      case 22: style.subtract([.bold, .dim])
      case 27: style.remove(.reverse)
      default: break
      }
    }
  }
}
