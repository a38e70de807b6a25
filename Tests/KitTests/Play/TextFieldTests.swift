import TerminalText
import Testing

@testable import KataPlay

/// The text field on its own: editing by character, and scrolling that keeps the cursor in sight.
@Suite("Play: the text field", .timeLimit(.minutes(2)))
struct TextFieldTests {
  @Test("Backspace and Delete remove a whole character: a syllable, an accented letter, a flag")
  func editsByCharacter() {
    var field = TextField("a한e\u{301}🇰🇷")
    let edit1 = field.deleteBackward()
    #expect(edit1)
    #expect(field.text == "a한e\u{301}")
    let edit2 = field.deleteBackward()
    #expect(edit2)
    #expect(field.text == "a한")
    field.moveToStart()
    let edit3 = field.deleteForward()
    #expect(edit3)
    #expect(field.text == "한")
    let edit4 = field.deleteBackward()
    #expect(!edit4, "nothing before the cursor")
    field.moveToEnd()
    let edit5 = field.deleteForward()
    #expect(!edit5, "nothing after the cursor")
  }

  @Test("Left and Right step over whole characters")
  func movesByCharacter() {
    var field = TextField("🇰🇷e\u{301}x")
    field.moveLeft()
    #expect(field.cursorCharacterOffset == 2)
    field.moveLeft()
    field.moveLeft()
    #expect(field.cursorCharacterOffset == 0)
    field.moveLeft()
    #expect(field.cursorCharacterOffset == 0)
    field.moveRight()
    #expect(field.cursorCharacterOffset == 1)
    field.moveToEnd()
    field.moveRight()
    #expect(field.cursorCharacterOffset == 3)
  }

  @Test("a combining mark typed after a letter joins it, and the cursor stays after both")
  func combiningAfter() {
    var field = TextField("e")
    let edit6 = field.insert("\u{301}")
    #expect(edit6)
    #expect(field.text == "e\u{301}")
    #expect(field.text.count == 1)
    #expect(field.cursorCharacterOffset == 1)
    let edit7 = field.insert("x")
    #expect(edit7)
    #expect(field.text == "e\u{301}x")
  }

  @Test("a letter typed before a lone combining mark joins it; the cursor lands after the new character")
  func combiningBefore() {
    var field = TextField("\u{301}")
    field.moveToStart()
    let edit8 = field.insert("a")
    #expect(edit8)
    #expect(field.text == "a\u{301}")
    #expect(field.cursorCharacterOffset == 1)
    var layout = field.layout(width: 10)
    #expect(layout.cursorColumn == 1)
    field.moveLeft()
    layout = field.layout(width: 10)
    #expect(layout.cursorColumn == 0)
  }

  @Test("controls and characters of no width are shown as escapes, one column per character of the escape")
  func invisibleCharacters() {
    var field = TextField("a\tb\u{200B}c\u{1B}")
    let layout = field.layout(width: 40)
    #expect(layout.visible == #"a\tb\u{200B}c\u{1B}"#)
    #expect(layout.cursorColumn == DisplayWidth.columns(of: layout.visible))
  }

  @Test("an empty text inserts nothing and is no edit")
  func emptyInsert() {
    var field = TextField("x")
    let edit9 = field.insert("")
    #expect(!edit9)
  }

  /// Every cursor position of several texts, in windows from 1 to 12 columns wide, walking
  /// left from the end and then right from the start: the cursor is always in the window,
  /// the visible text fits, and what shows on either side of the cursor is exactly the text
  /// on either side of the insertion point.
  @Test(
    "the cursor always stays in sight, exactly at the insertion point",
    arguments: ["1,2,3,4,5,6,7,8,9,10,11,12", "한글,세종,대왕,12,34", "a\u{200B}b\tc한d👍e\u{301}f", ""])
  func cursorInSight(text: String) {
    for width in 1...12 {
      var field = TextField(text)
      var moves: [(inout TextField) -> Void] = Array(repeating: { $0.moveLeft() }, count: text.count + 1)
      moves += Array(repeating: { $0.moveRight() }, count: text.count + 1)
      for (step, move) in moves.enumerated() {
        let layout = field.layout(width: width)
        let context = "\(text.debugDescription) in \(width) columns, step \(step)"
        #expect(layout.cursorColumn >= 0 && layout.cursorColumn <= max(width - 1, 0), "\(context)")
        #expect(DisplayWidth.columns(of: layout.visible) <= width, "\(context)")
        let offset = field.cursorCharacterOffset
        let before = Self.shown(text.prefix(offset))
        let after = Self.shown(text.dropFirst(offset))
        let (left, right) = Self.split(layout.visible, atColumn: layout.cursorColumn)
        #expect(before.hasSuffix(left), "\(context)")
        #expect(after.hasPrefix(right), "\(context)")
        #expect(layout.isCutBefore == (before != left), "\(context)")
        #expect(layout.isCutAfter == (after != right), "\(context)")
        move(&field)
      }
    }
  }

  @Test("moving within the window does not scroll it")
  func stickyScroll() {
    var field = TextField("0123456789abcdef")
    let end = field.layout(width: 8)
    #expect(end.visible == "9abcdef")
    field.moveLeft()
    field.moveLeft()
    #expect(field.layout(width: 8).visible == end.visible)
    field.moveToStart()
    #expect(field.layout(width: 8).visible == "01234567")
    field.moveRight()
    #expect(field.layout(width: 8).visible == "01234567")
  }

  @Test("a 10 KB field shows its end, cut on the left, with the cursor on the last column")
  func longField() {
    var field = TextField(String(repeating: "1234567,", count: 1_280))
    let layout = field.layout(width: 60)
    #expect(layout.isCutBefore)
    #expect(!layout.isCutAfter)
    #expect(layout.cursorColumn == 59)
    #expect(layout.visible.hasSuffix("1234567,"))
  }

  @Test("wrapping cuts text into lines of a width, by display columns, keeping characters whole")
  func wrapping() {
    #expect("abcdef".wrapped(toColumns: 4) == ["abcd", "ef"])
    #expect("한글한글".wrapped(toColumns: 3) == ["한", "글", "한", "글"])
    #expect("a한b".wrapped(toColumns: 2) == ["a", "한", "b"])
    #expect("".wrapped(toColumns: 5) == [""])
    #expect("한".wrapped(toColumns: 1) == ["한"], "too wide for any line: a line of its own")
  }

  /// The text as the field draws it.
  static func shown(_ text: Substring) -> String {
    text.map { TextField.shown($0).text }.joined()
  }

  /// `text` cut at display column `column`.
  static func split(_ text: String, atColumn column: Int) -> (String, String) {
    var used = 0
    var index = text.startIndex
    while index < text.endIndex && used < column {
      used += DisplayWidth.columns(of: text[index])
      index = text.index(after: index)
    }
    return (String(text[..<index]), String(text[index...]))
  }
}
