import KataDriver
import KataPlay
import KataTracing
import TerminalText
import Testing

/// The calculator page as a pure core: keys in, a screen of text out, no terminal.
@Suite("Play: the calculator page", .timeLimit(.minutes(2)))
@MainActor
struct CalculatorPageTests {
  /// The page over every registered architecture, as `kata play` opens it.
  static func livePage() -> CalculatorPage { CalculatorPage(architectures: Architecture.lessons) }

  /// The pane, at 80 columns, once `1,2,3` is typed with mvc picked: the flow of one edit in MVC.
  nonisolated static let mvcPaneAfterTyping123 = [
    " mvc: the messages of the last edit",
    " User -> View: edits the input field: \"1,2,3\"",
    " View -> Controller: calculatorView(_:didChangeInput: \"1,2,3\")",
    " Controller -> Model: sum(of: \"1,2,3\", separatedBy: \",\")",
    " Model -> Controller: returns 6",
    " Controller -> View: setResultText(\"6\")",
  ]

  /// The result rows of `architectures`, each showing `value`, the one at `selected` marked:
  /// the names padded to the longest, as the page lays them out.
  static func results(
    _ value: String, selected: Int, of architectures: [Architecture] = Architecture.lessons
  ) -> [String] {
    let names = architectures.map(\.name)
    let width = names.map(DisplayWidth.columns(of:)).max() ?? 0
    return names.indices.map { index in
      (index == selected ? "> " : "  ") + names[index].padded(toColumns: width) + "  " + value
    }
  }

  /// The row of the message pane's heading: below the result rows and a blank line.
  static let pane = 5 + Architecture.lessons.count + 1

  static func press(_ keys: [Key], on page: CalculatorPage) {
    for key in keys {
      #expect(page.handle(key) == .carryOn, "\(key)")
    }
  }

  @Test(
    "the whole 80×24 screen before the first key: the fields, every result, the flow that built the screen")
  func openingScreen() {
    let built = [
      " mvc: the messages that built the screen",
      " User -> Controller: viewDidLoad()",
      " Controller -> View: delegate = self",
      " Controller -> Model: sum(of: \"\", separatedBy: \"\")",
      " Model -> Controller: returns 0",
      " Controller -> View: setResultText(\"0\")",
      " User -> View: edits the token field: \",\"",
      " View -> Controller: calculatorView(_:didChangeToken: \",\")",
      " Controller -> Model: sum(of: \"\", separatedBy: \",\")",
      " Model -> Controller: returns 0",
      " Controller -> View: setResultText(\"0\")",
    ]
    // 80×24 while every result row and the whole flow fit; taller when more are registered.
    let rows = max(TerminalSize.standard.rows, Self.pane + built.count + 2)
    let frame = Self.livePage().frame(size: TerminalSize(rows: rows, columns: 80))
    let top = [
      " kata play: calculator",
      "",
      "  Token  [,                                                                   ]",
      "> Input  [                                                                    ]",
      "",
    ]
    let body = top + Self.results("0", selected: 0) + [""] + built
    let footer = " Esc quit   Tab field   Up/Down architecture   Left/Right/Home/End move"
    #expect(frame.lines == body + Array(repeating: "", count: rows - body.count - 1) + [footer])
    #expect(frame.cursor == Position(row: 3, column: 10), "in the input field, which has the focus")
  }

  @Test("typing 1,2,3 shows 6 for every architecture, and the pane shows the last edit's flow")
  func typing() async {
    let page = Self.livePage()
    Self.press([.text("1"), .text(",2,3")], on: page)
    await page.settle()
    let lines = page.frame(size: .standard).lines
    #expect(lines[3] == "> Input  [1,2,3                                                               ]")
    #expect(lines[5..<Self.pane - 1] == Self.results("6", selected: 0)[...])
    #expect(lines[Self.pane...Self.pane + 6] == Self.mvcPaneAfterTyping123[...] + [""])
  }

  @Test("Up and Down pick whose messages show, wrapping around")
  func picksArchitecture() async {
    let page = Self.livePage()
    let last = Architecture.lessons.count - 1
    let pane = Self.pane
    Self.press([.text("7")], on: page)
    await page.settle()
    #expect(page.selected == 0)
    Self.press([.down, .down], on: page)
    var lines = page.frame(size: .standard).lines
    #expect(lines[5..<pane - 1] == Self.results("7", selected: 2)[...])
    #expect(lines[pane] == " mvvm: the messages of the last edit")
    #expect(
      lines[pane + 5...pane + 6] == [
        " ViewModel -> Binding: resultText = \"7\"", " Binding -> View: showResultText(\"7\")",
      ])
    // The Observation lane's result arrives on a later turn, and its messages with it.
    Self.press([.down], on: page)
    lines = page.frame(size: .standard).lines
    #expect(lines[pane] == " mvvm-observation: the messages of the last edit")
    #expect(
      lines[pane + 5...pane + 6] == [
        " ViewModel -> Binding: resultText will change", " Binding -> View: showResultText(\"7\")",
      ])
    Self.press(Array(repeating: .down, count: last - 3), on: page)
    #expect(page.selected == last)
    lines = page.frame(size: .standard).lines
    #expect(lines[pane] == " \(Architecture.lessons[last].name): the messages of the last edit")
    Self.press([.down], on: page)
    #expect(page.selected == 0)
    Self.press([.up], on: page)
    #expect(page.selected == last)
  }

  @Test("Esc and Ctrl-C quit")
  func quits() {
    #expect(Self.livePage().handle(.escape) == .quit)
    #expect(Self.livePage().handle(.interrupt) == .quit)
  }

  /// Every key, in order, with exactly what each lane heard: TCA-style, every edit is
  /// accounted for, and keys that change no text reach no lane.
  @Test("every edit reaches every lane, as one event; moves and edits that change nothing reach none")
  func editsReachEveryLane() {
    let lanes = [FakeCalculatorLane("a"), FakeCalculatorLane("b")]
    let page = CalculatorPage(lanes: lanes)
    Self.press(
      [
        .text("12"),  // "12|"
        .left,  // "1|2"
        .backspace,  // "|2"
        .backspace,  // nothing before the cursor: no edit
        .home, .left,  // no edit
        .delete,  // "|"
        .delete,  // no edit
        .paste("3,4"),  // "3,4|"
        .enter,  // no edit
        .tab, .end,  // the token field, ",|"
        .text(";"),  // ",;|"
        .backTab,  // the input field again
        .right,  // already at the end
        .text("한"),
      ], on: page)
    for lane in lanes {
      #expect(lane.tokens == [",", ",;"], "\(lane.name)")
      #expect(lane.inputs == ["12", "2", "", "3,4", "3,4한"], "\(lane.name)")
    }
    #expect(page.text(of: .token) == ",;")
    #expect(page.text(of: .input) == "3,4한")
    #expect(page.focus == .input)
  }

  @Test("a paste is one edit, however long, with its line breaks kept as line breaks")
  func pasteIsOneEdit() {
    let lane = FakeCalculatorLane("a")
    let page = CalculatorPage(lanes: [lane])
    Self.press([.paste("10,20\r\n30\r40")], on: page)
    #expect(lane.inputs == ["10,20\n30\n40"])
    #expect(lane.resultText == "10", "split by the token, \",\", alone: \"20\\n30\\n40\" is no number")
  }

  @Test("the pane shows exactly the last edit's messages of the picked lane")
  func paneShowsLastEdit() {
    let page = CalculatorPage(lanes: [FakeCalculatorLane("a"), FakeCalculatorLane("b")])
    Self.press([.text("1"), .text("2"), .down], on: page)
    let lines = page.frame(size: .standard).lines
    #expect(lines[8...10] == [" b: the messages of the last edit", " View -> Fake: input \"12\"", ""])
  }

  @Test("a flow longer than the pane is cut, and the pane says how many messages are left out")
  func longFlow() {
    let many = (1...30).map { Trace.Message(.view, to: .model, "message \($0)") }
    let page = CalculatorPage(lanes: [FakeCalculatorLane("a", building: many)])
    let lines = page.frame(size: .standard).lines
    #expect(lines[7] == " a: the messages that built the screen")
    #expect(lines[8] == " View -> Model: message 1")
    #expect(lines[20] == " View -> Model: message 13")
    #expect(lines[21] == " … and 18 more messages", "17 left and the token edit")
  }

  @Test("the real cursor sits at the insertion point, counting display columns")
  func cursorAtInsertionPoint() {
    let page = CalculatorPage(lanes: [FakeCalculatorLane("a")])
    Self.press([.text("1,한2"), .left], on: page)
    #expect(page.frame(size: .standard).cursor == Position(row: 3, column: 10 + 4))
    Self.press([.tab], on: page)
    #expect(page.frame(size: .standard).cursor == Position(row: 2, column: 11))
  }

  @Test(
    "a 10 KB input scrolls: its end shows, cut on the left, with the cursor in sight; Home shows its start")
  func longInput() async {
    let page = Self.livePage()
    let input = String(repeating: "1234567,", count: 1_280)
    Self.press([.paste(input)], on: page)
    await page.settle()
    var frame = page.frame(size: .standard)
    #expect(frame.lines[3].hasPrefix("> Input  …"))
    #expect(frame.lines[3].hasSuffix("1234567, ]"), "the last column before the bracket is the cursor's")
    #expect(frame.cursor == Position(row: 3, column: 77))
    #expect(frame.lines[5] == "> mvc               1580245760")
    Self.press([.home], on: page)
    frame = page.frame(size: .standard)
    #expect(frame.lines[3].hasPrefix("> Input  [1234567,1234567,"))
    #expect(frame.lines[3].hasSuffix("…"))
    #expect(frame.cursor == Position(row: 3, column: 10))
  }

  @Test(
    "thirty architectures in 80×24: a window of results keeps the selected one in sight, and the pane shows")
  func manyArchitectures() {
    let page = CalculatorPage(lanes: (1...30).map { FakeCalculatorLane("arch\($0)") })
    let size = TerminalSize(rows: 24, columns: 80)
    let first = page.frame(size: size).lines
    #expect(first[5].hasPrefix("> arch1 "))
    #expect(first[14].hasPrefix("  arch10 "))
    #expect(first[16] == " arch1: the messages that built the screen")
    #expect(first[23].hasPrefix(" Esc quit"))
    for _ in 0..<24 { _ = page.handle(.down) }
    let scrolled = page.frame(size: size).lines
    let marked = scrolled[5..<15].filter { $0.hasPrefix("> ") }
    #expect(marked.count == 1 && marked[0].hasPrefix("> arch25 "), "\(scrolled[5..<15])")
    #expect(scrolled[16] == " arch25: the messages that built the screen")
  }

  @Test("the layout follows the window: wide at 200×60, and a note when it is too small")
  func adaptsToTheWindow() {
    let page = Self.livePage()
    let wide = page.frame(size: TerminalSize(rows: 60, columns: 200)).lines
    #expect(wide[3].count == 199)
    #expect(wide[3].hasSuffix("]"))
    #expect(wide[59].hasPrefix(" Esc quit"))
    let small = page.frame(size: TerminalSize(rows: 6, columns: 80)).lines
    #expect(small[0] == "Make the window at least 30×11 (Esc quits).")
    // A narrow window wraps the note at spaces instead of cutting it.
    let narrow = page.frame(size: TerminalSize(rows: 5, columns: 20)).lines
    #expect(Array(narrow.prefix(3)) == ["Make the window at", "least 30×11 (Esc", "quits)."])
  }

  @Test("a window that says it is 9999×9999 is drawn at 1000×500 at most, not in gigabytes")
  func hugeWindow() {
    #expect(TerminalSize.drawable(rows: 9999, columns: 9999) == TerminalSize(rows: 500, columns: 1000))
    #expect(TerminalSize.drawable(rows: 24, columns: 80) == .standard)
    let frame = Self.livePage().frame(size: .drawable(rows: 9999, columns: 9999))
    #expect(frame.lines.count == 500)
  }
}
