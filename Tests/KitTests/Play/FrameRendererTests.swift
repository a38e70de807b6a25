import KataPlay
import Testing

@testable import KataTests

/// Frames and the renderer: a frame lays text out by display columns, and the renderer's
/// bytes, applied to a terminal, show exactly the frame, writing only what changed.
@Suite("Play: frames and the diff renderer", .timeLimit(.minutes(2)))
struct FrameRendererTests {
  static let size = TerminalSize(rows: 6, columns: 20)

  @Test("a frame lays text out by display columns: wide characters take two cells")
  func frameColumns() {
    var frame = Frame(size: Self.size)
    #expect(frame.write("세종 Kim", row: 0, column: 1) == 8)
    #expect(frame[0, 1].text == "세")
    #expect(frame[0, 2].isContinuation)
    #expect(frame[0, 5].text == " ")
    #expect(frame.lines[0] == " 세종 Kim")
  }

  @Test(
    "a frame never holds a control character: they are written escaped, and none reaches the terminal",
    arguments: [
      ("a\u{1B}]0;x\u{07}\n", #"a\u{1B}]0;x\u{07}\n"#),
      ("\u{98}s\u{9C}", #"\u{98}s\u{9C}"#), ("\u{9E}p\u{9C}", #"\u{9E}p\u{9C}"#),
      ("\u{9F}a\u{07}", #"\u{9F}a\u{07}"#),
      ("\u{1B}Xs\u{1B}\\", #"\u{1B}Xs\u{1B}\"#), ("\u{1B}^p\u{1B}\\", #"\u{1B}^p\u{1B}\"#),
      ("\u{1B}_a\u{1B}\\", #"\u{1B}_a\u{1B}\"#),
    ])
  func frameEscapesControls(text: String, shown: String) {
    var frame = Frame(size: Self.size)
    frame.write(text, row: 0, column: 0)
    #expect(frame.lines[0] == shown)
    var renderer = FrameRenderer()
    let bytes = renderer.render(frame)
    // What the renderer writes holds no control character of the text: only its own
    // sequences, each an ESC followed by `[`, and no C1 control, raw or as UTF-8 (C2 80 to C2 9F).
    let escapes = bytes.indices.filter { bytes[$0] == 0x1B }
    #expect(escapes.allSatisfy { $0 + 1 < bytes.count && bytes[$0 + 1] == UInt8(ascii: "[") })
    #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) })
    #expect(!bytes.contains { [0x07, 0x0A, 0x98, 0x9C, 0x9E, 0x9F].contains($0) })
  }

  @Test("a wide character that does not fit is left out, not split")
  func wideAtTheEdge() {
    var frame = Frame(size: Self.size)
    #expect(frame.write("ab한", row: 1, column: 17) == 2)
    #expect(frame.lines[1] == String(repeating: " ", count: 17) + "ab")
    #expect(frame.write("한한", row: 2, column: 0, limit: 3) == 2)
  }

  @Test("overwriting half of a wide character blanks its other half")
  func halfOverwrite() {
    var frame = Frame(size: Self.size)
    frame.write("한글", row: 0, column: 0)
    frame.write("x", row: 0, column: 1)
    #expect(frame.lines[0] == " x글")
    frame.write("y", row: 0, column: 2)
    #expect(frame.lines[0] == " xy")
  }

  @Test("a combining mark joins the character before it")
  func combining() {
    var frame = Frame(size: Self.size)
    #expect(frame.write("e\u{301}x", row: 0, column: 0) == 2)
    #expect(frame[0, 0].text == "e\u{301}")
  }

  @Test("the first frame, applied to a terminal, shows exactly the frame, cursor included")
  func firstFrame() {
    var renderer = FrameRenderer()
    var terminal = TerminalModel(size: Self.size)
    let frame = Self.sample(step: 0)
    terminal.apply(renderer.render(frame))
    Self.expect(terminal, shows: frame)
  }

  /// Seeded random frames, one after another: after each one's bytes the terminal shows that
  /// frame, and the bytes wrote exactly the cells that changed, no other.
  @Test("every next frame shows exactly, writing only the cells that changed", arguments: [1, 2, 3, 4])
  func framesInTurn(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var renderer = FrameRenderer()
    var terminal = TerminalModel(size: Self.size)
    var previous = Frame(size: Self.size)
    terminal.apply(renderer.render(previous))
    for step in 0..<200 {
      let next = Self.randomEdit(of: previous, using: &generator)
      terminal.forgetTouches()
      terminal.apply(renderer.render(next))
      Self.expect(terminal, shows: next, "step \(step) of seed \(seed)")
      #expect(terminal.touched == Self.changedCells(from: previous, to: next), "step \(step) of seed \(seed)")
      previous = next
    }
  }

  /// The wrong version, kept: a renderer that forgets the last frame draws every frame whole.
  /// The terminal still shows the right thing, so only the count of written cells can tell,
  /// and it does.
  @Test("a renderer that redraws everything is caught by the count of written cells")
  func fullRedrawIsCaught() {
    var generator = SeededGenerator(seed: 5)
    var terminal = TerminalModel(size: Self.size)
    let previous = Self.sample(step: 0)
    var forgetful = FrameRenderer()
    terminal.apply(forgetful.render(previous))
    let next = Self.randomEdit(of: previous, using: &generator)
    forgetful.invalidate()
    terminal.forgetTouches()
    terminal.apply(forgetful.render(next))
    Self.expect(terminal, shows: next)
    #expect(terminal.touched != Self.changedCells(from: previous, to: next))
  }

  /// The wrong version: a renderer that takes a wide character for one column believes the
  /// cursor is a column short of where the terminal put it, and sends a cursor move before
  /// each next character (or, were it to trust itself, draws it a column off).
  @Test("a wide character moves the cursor two columns: a run of them is written with no cursor move between")
  func wideRun() {
    var renderer = FrameRenderer()
    _ = renderer.render(Frame(size: Self.size))
    var frame = Frame(size: Self.size)
    frame.write("한글ab세", row: 1, column: 3)
    let bytes = String(decoding: renderer.render(frame), as: UTF8.self)
    #expect(bytes == "\u{1B}[2;4H한글ab세")
  }

  @Test("an unchanged frame costs no bytes at all")
  func unchanged() {
    var renderer = FrameRenderer()
    let frame = Self.sample(step: 0)
    _ = renderer.render(frame)
    #expect(renderer.render(frame) == [])
  }

  @Test("moving the cursor alone sends a cursor move and nothing else")
  func cursorOnly() {
    var renderer = FrameRenderer()
    var frame = Self.sample(step: 0)
    _ = renderer.render(frame)
    frame.cursor = Position(row: 4, column: 7)
    #expect(String(decoding: renderer.render(frame), as: UTF8.self) == "\u{1B}[5;8H")
  }

  @Test("a frame of another size is drawn whole, on a cleared screen")
  func resized() {
    var renderer = FrameRenderer()
    var terminal = TerminalModel(size: Self.size)
    terminal.apply(renderer.render(Self.sample(step: 0)))
    let larger = TerminalSize(rows: 8, columns: 30)
    terminal.resize(to: larger)
    var frame = Frame(size: larger)
    frame.write("wider now 한", row: 7, column: 18)
    terminal.apply(renderer.render(frame))
    Self.expect(terminal, shows: frame)
  }

  @Test("a hidden cursor stays hidden; a shown one is shown where the frame puts it")
  func cursorVisibility() {
    var renderer = FrameRenderer()
    var terminal = TerminalModel(size: Self.size)
    var frame = Self.sample(step: 0)
    frame.cursor = nil
    terminal.apply(renderer.render(frame))
    let hidden = terminal.isCursorVisible
    #expect(!hidden)
    frame.cursor = Position(row: 1, column: 1)
    terminal.apply(renderer.render(frame))
    let (shown, cursor) = (terminal.isCursorVisible, terminal.cursor)
    #expect(shown)
    #expect(cursor == Position(row: 1, column: 1))
  }

  // MARK: Helpers

  static func expect(
    _ terminal: TerminalModel, shows frame: Frame, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(terminal.lines == frame.lines, comment, sourceLocation: sourceLocation)
    #expect(terminal.unknownSequences == [], comment, sourceLocation: sourceLocation)
    #expect(terminal.overflows == 0, comment, sourceLocation: sourceLocation)
    for row in 0..<frame.size.rows {
      for column in 0..<frame.size.columns where !frame[row, column].isContinuation {
        let position = Position(row: row, column: column)
        #expect(
          terminal.style(at: position) == frame[row, column].style, comment, sourceLocation: sourceLocation)
      }
    }
    let (isVisible, cursor) = (terminal.isCursorVisible, terminal.cursor)
    #expect(isVisible == (frame.cursor != nil), comment, sourceLocation: sourceLocation)
    if let expected = frame.cursor {
      #expect(cursor == expected, comment, sourceLocation: sourceLocation)
    }
  }

  /// The cells whose content differs between two frames of one size, each wide character's
  /// two cells included.
  static func changedCells(from previous: Frame, to next: Frame) -> Set<Position> {
    var changed: Set<Position> = []
    for row in 0..<next.size.rows {
      for column in 0..<next.size.columns where previous[row, column] != next[row, column] {
        let start = next[row, column].isContinuation ? column - 1 : column
        changed.insert(Position(row: row, column: start))
        if start + 1 < next.size.columns && next[row, start + 1].isContinuation {
          changed.insert(Position(row: row, column: start + 1))
        }
      }
    }
    return changed
  }

  static func sample(step: Int) -> Frame {
    var frame = Frame(size: size)
    frame.write(" title \(step)", row: 0, column: 0, style: .reverse)
    frame.write("세종 and 한글", row: 2, column: 1)
    frame.write("bold", row: 3, column: 2, style: .bold)
    frame.cursor = Position(row: 2, column: 3)
    return frame
  }

  static let alphabet: [String] = ["a", "b", "7", " ", "한", "글", "👍", "e\u{301}", "-"]

  /// `frame` with a few random writes: words, wide characters, styles, and the cursor moved.
  static func randomEdit(of frame: Frame, using generator: inout SeededGenerator) -> Frame {
    var next = frame
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let word = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }.joined()
      let styles: [CellStyle] = [[], .bold, .reverse, .dim, [.bold, .reverse]]
      next.write(
        word, row: Int.random(in: 0..<size.rows, using: &generator),
        column: Int.random(in: 0..<size.columns, using: &generator),
        style: styles.randomElement(using: &generator) ?? [])
    }
    next.cursor =
      Bool.random(using: &generator)
      ? Position(
        row: Int.random(in: 0..<size.rows, using: &generator),
        column: Int.random(in: 0..<size.columns, using: &generator)) : nil
    return next
  }
}
