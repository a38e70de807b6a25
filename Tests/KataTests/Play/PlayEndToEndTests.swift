import KataDriver
import KataPlay
import KataRegistry
import TerminalText
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `kata play` as a person meets it: the built binary in a pseudo-terminal, keys typed, the
/// screen rebuilt from its bytes, and the terminal's settings compared before and after.
@Suite("Play: kata play in a pseudo-terminal", .tags(.commandLine))
struct PlayEndToEndTests {
  /// Every registered architecture, one result row each, as `kata play` opens with them all.
  static let names = Architecture.all.map(\.name)

  /// The result rows when every architecture shows `value` and the one at `selected` is picked.
  static func results(_ value: String, selected: Int) -> [String] {
    let width = names.map(DisplayWidth.columns(of:)).max() ?? 0
    return names.indices.map { index in
      (index == selected ? "> " : "  ") + names[index].padded(toColumns: width) + "  " + value
    }
  }

  /// The rows of the results, and the first row of the message pane, below them.
  static let resultRows = 5..<(5 + names.count)
  static let pane = 5 + names.count + 1

  @Test(
    "typing reaches every architecture, Hangul and a paste included; the pane follows; it redraws on resize")
  func typing() throws {
    let session = try PlaySession(["play"])
    let before = session.settingsBefore
    try session.waitFor("the opening screen") {
      $0.lines[Self.pane] == " mvc: the messages that built the screen"
    }
    #expect(
      session.screen.lines[2]
        == "  Token  [,                                                                   ]")
    #expect(
      session.screen.lines[3]
        == "> Input  [                                                                    ]")
    #expect(session.screen.isAlternateScreen)

    session.type("1,2,3")
    try session.waitFor("6 for every architecture") {
      Array($0.lines[Self.resultRows]) == Self.results("6", selected: 0)
    }
    #expect(
      session.screen.lines[Self.pane...(Self.pane + 5)] == CalculatorPageTests.mvcPaneAfterTyping123[...])

    session.type("\u{1B}[B")  // Down
    try session.waitFor("mvp's messages") { $0.lines[Self.pane] == " mvp: the messages of the last edit" }
    #expect(session.screen.lines[Self.pane + 5] == " Presenter -> View: display(resultText: \"6\")")

    session.type("\u{1B}[Z\u{1B}[F한")  // Shift-Tab to the token field, End, a Hangul separator
    try session.waitFor("the token ,한") { $0.lines[2].hasPrefix("> Token  [,한 ") }
    session.type("\t\u{1B}[200~한10,20\u{1B}[201~")  // back to the input, and a bracketed paste
    try session.waitFor("36 everywhere") {
      Array($0.lines[Self.resultRows]) == Self.results("36", selected: 1)
    }
    #expect(session.screen.lines[3].hasPrefix("> Input  [1,2,3한10,20 "))
    #expect(session.screen.cursor == Position(row: 3, column: 22), "after 1,2,3, 한 (two columns) and 10,20")
    #expect(session.screen.lines[Self.pane + 1] == " User -> View: edits the input field: \"1,2,3한10,20\"")

    session.resize(to: TerminalSize(rows: 30, columns: 100))
    try session.waitFor("the screen redrawn at 100×30") {
      DisplayWidth.columns(of: $0.lines[3]) == 99 && $0.lines[29].hasPrefix(" Esc quit")
    }
    session.type("\u{1B}")
    #expect(try session.waitForExit() == .exited(0))
    #expect(session.terminal.settings == before)
    #expect(session.screen.unknownSequences == [])
  }

  /// How a session ends, and how the program must end then.
  enum WayOut: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case escape, controlC, terminate, hangUp, segmentationFault, abort

    var testDescription: String { rawValue }

    var isCrash: Bool { self == .segmentationFault || self == .abort }

    func take(_ session: PlaySession) {
      switch self {
      case .escape: session.type("\u{1B}")
      case .controlC: session.type("\u{3}")
      case .terminate: session.send(SIGTERM)
      case .hangUp: session.send(SIGHUP)
      case .segmentationFault: session.send(SIGSEGV)
      case .abort: session.send(SIGABRT)
      }
    }

    /// A key quits; a signal goes on to its default action once the terminal is back.
    var termination: PlaySession.Termination {
      switch self {
      case .escape, .controlC: .exited(0)
      case .terminate: .killed(by: SIGTERM)
      case .hangUp: .killed(by: SIGHUP)
      case .segmentationFault: .killed(by: SIGSEGV)
      case .abort: .killed(by: SIGABRT)
      }
    }
  }

  @Test(
    "every way out gives the terminal back exactly as it was: every termios field, the main screen",
    arguments: WayOut.allCases)
  func wayOut(_ way: WayOut) throws {
    let session = try PlaySession(["play"], withoutCoreDump: way.isCrash)
    let before = session.settingsBefore
    try session.waitFor("the opening screen") { $0.lines[5] == Self.results("0", selected: 0)[0] }
    #expect(session.terminal.settings != before, "raw mode while it runs")
    session.type("4")
    try session.waitFor("4") { $0.lines[5] == Self.results("4", selected: 0)[0] }

    way.take(session)
    #expect(try session.waitForExit() == way.termination)
    #expect(session.terminal.settings == before)
    let screen = session.screen
    #expect(!screen.isAlternateScreen)
    #expect(screen.isCursorVisible)
    #expect(!screen.isBracketedPaste)
    #expect(screen.isAutowrap)
    #expect(screen.style == [])
  }

  @Test("the score list answers keys while a slow roster loads")
  func keysWhileLoading() throws {
    let session = try PlaySession(["play", "--screen", "scores", "--slow"])
    let before = session.settingsBefore
    let loading = " " + Array(repeating: "Loading…", count: Self.names.count).joined(separator: "   ")
    try session.waitFor("every list loading") { $0.lines[3] == loading }
    session.type("\u{1B}[B")  // Down
    try session.waitFor("mvp picked") { $0.lines[2].contains(">mvp") }
    #expect(session.screen.lines[3] == loading, "the key did not wait for the load")
    session.type("\u{3}")
    #expect(try session.waitForExit() == .exited(0))
    #expect(session.terminal.settings == before)
  }
}
