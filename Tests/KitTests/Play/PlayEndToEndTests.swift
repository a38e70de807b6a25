import Foundation
import KataDriver
import KataPlay
import KataRegistry
import TerminalText
import Testing

@testable import KataTests

#if canImport(Glibc)
  import Glibc
#endif

/// `kata play` as a person meets it: the built binary in a pseudo-terminal, keys typed, the
/// screen rebuilt from its bytes, and the terminal's settings compared before and after.
@Suite("Play: kata play in a pseudo-terminal", .tags(.commandLine), .timeLimit(.minutes(2)))
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
  /// A terminal as small as the playground allows, 80×24, or taller when many architectures
  /// are registered, so that every result row and six rows of the pane show.
  static let size = TerminalSize(rows: max(24, pane + 8), columns: 80)

  @Test(
    "typing reaches every architecture, Hangul and a paste included; the pane follows; it redraws on resize")
  func typing() async throws {
    let session = try PlaySession(["play"], size: Self.size)
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") {
      $0.line(Self.pane) == " mvc: the messages that built the screen"
    }
    #expect(
      session.screen.line(2)
        == "  Token  [,                                                                   ]")
    #expect(
      session.screen.line(3)
        == "> Input  [                                                                    ]")
    #expect(session.screen.isAlternateScreen)

    try session.type("1,2,3")
    try await session.waitFor("6 for every architecture") {
      $0.lines(Self.resultRows) == Self.results("6", selected: 0)
    }
    #expect(session.screen.lines(Self.pane..<(Self.pane + 6)) == CalculatorPageTests.mvcPaneAfterTyping123)

    try session.type("\u{1B}[B")  // Down
    try await session.waitFor("mvp's messages") {
      $0.line(Self.pane) == " mvp: the messages of the last edit"
    }
    #expect(session.screen.line(Self.pane + 5) == " Presenter -> View: display(resultText: \"6\")")

    try session.type("\u{1B}[Z\u{1B}[F한")  // Shift-Tab to the token field, End, a Hangul separator
    try await session.waitFor("the token ,한") { $0.line(2).hasPrefix("> Token  [,한 ") }
    try session.type("\t\u{1B}[200~한10,20\u{1B}[201~")  // back to the input, and a bracketed paste
    try await session.waitFor("36 everywhere") {
      $0.lines(Self.resultRows) == Self.results("36", selected: 1)
    }
    #expect(session.screen.line(3).hasPrefix("> Input  [1,2,3한10,20 "))
    #expect(session.screen.cursor == Position(row: 3, column: 22), "after 1,2,3, 한 (two columns) and 10,20")
    #expect(session.screen.line(Self.pane + 1) == " User -> View: edits the input field: \"1,2,3한10,20\"")

    let larger = TerminalSize(rows: Self.size.rows + 6, columns: 100)
    session.resize(to: larger)
    try await session.waitFor("the screen redrawn at 100 columns") {
      DisplayWidth.columns(of: $0.line(3)) == 99 && $0.line(larger.rows - 1).hasPrefix(" Esc quit")
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.terminal.settings == before)
    #expect(session.screen.unknownSequences == [])
  }

  @Test(
    "left alone it waits for a key without using the CPU; a window past 1000×500 is drawn in its top-left 1000×500"
  )
  func idleThenHugeWindow() async throws {
    let session = try PlaySession(["play"], size: Self.size)
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    let start = try session.cpuTime()
    try await Task.sleep(for: .seconds(1))
    let used = try session.cpuTime() - start
    #expect(
      used < .milliseconds(250),
      "kata used \(used) of CPU in a second with nothing to do: it must wait for a key, not look for one again and again"
    )

    // The window is 1200×600; the model keeps one row and one column past 1000×500, where
    // anything drawn past it would land.
    let largest = TerminalSize.largest
    session.resize(
      to: TerminalSize(rows: 600, columns: 1200),
      modelling: TerminalSize(rows: largest.rows + 1, columns: largest.columns + 1))
    try await session.waitFor("the screen redrawn in the huge window") {
      $0.line(largest.rows - 1).hasPrefix(" Esc quit") || $0.line(largest.rows).hasPrefix(" Esc quit")
    }
    let screen = session.screen
    #expect(
      screen.line(largest.rows - 1).hasPrefix(" Esc quit"),
      "the footer on row \(largest.rows), the last drawn")
    #expect(screen.line(largest.rows) == "", "nothing below row \(largest.rows)")
    #expect(
      DisplayWidth.columns(of: screen.line(3)) == largest.columns - 1,
      "the input field to column \(largest.columns - 1)")
    #expect(screen.overflows == 0, "nothing past column \(largest.columns)")
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// Every catchable signal whose default action ends a program.
  enum Signal: String, CaseIterable, Sendable {
    case segmentationFault, busError, illegalInstruction, floatingPoint, trap, abort, quit
    case user1, user2, alarm, brokenPipe, terminate, hangUp, interrupt
    case power, inputOutput, stackFault, realTime

    var number: Int32 {
      switch self {
      case .segmentationFault: SIGSEGV
      case .busError: SIGBUS
      case .illegalInstruction: SIGILL
      case .floatingPoint: SIGFPE
      case .trap: SIGTRAP
      case .abort: SIGABRT
      case .quit: SIGQUIT
      case .user1: SIGUSR1
      case .user2: SIGUSR2
      case .alarm: SIGALRM
      case .brokenPipe: SIGPIPE
      case .terminate: SIGTERM
      case .hangUp: SIGHUP
      case .interrupt: SIGINT
      case .power: SIGPWR
      case .inputOutput: SIGIO
      case .stackFault: SIGSTKFLT
      case .realTime: __libc_current_sigrtmin() + 3
      }
    }

    /// Whether its default action dumps core.
    var dumpsCore: Bool {
      [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGQUIT].contains(number)
    }
  }

  /// How a session ends, and how the program must end then.
  enum WayOut: Sendable, CustomTestStringConvertible {
    case escape, controlC
    case signal(Signal)

    static let all: [WayOut] = [.escape, .controlC] + Signal.allCases.map(WayOut.signal)

    var testDescription: String {
      switch self {
      case .escape: "Esc"
      case .controlC: "Ctrl-C"
      case .signal(let signal): "\(signal.rawValue) (signal \(signal.number))"
      }
    }

    func take(_ session: PlaySession) async throws {
      switch self {
      case .escape: try session.type("\u{1B}")
      case .controlC: try session.type("\u{3}")
      case .signal(let signal): session.send(signal.number)
      }
    }

    /// A key quits; a signal goes on to its default action once the terminal is back, at once.
    var termination: PlaySession.Termination {
      switch self {
      case .escape, .controlC: .exited(0)
      case .signal(let signal): .killed(by: signal.number)
      }
    }

    var launch: PlaySession.Launch {
      if case .signal(let signal) = self, signal.dumpsCore { .withoutCoreDump } else { .alone }
    }
  }

  @Test(
    "every way out, every ending signal included, ends at once and gives the terminal back exactly as it was",
    arguments: WayOut.all)
  func wayOut(_ way: WayOut) async throws {
    let session = try PlaySession(["play"], size: Self.size, launch: way.launch)
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    #expect(session.terminal.settings != before, "raw mode while it runs")
    try session.type("4")
    try await session.waitFor("4") { $0.line(5) == Self.results("4", selected: 0)[0] }

    try await way.take(session)
    #expect(try await session.waitForExit() == way.termination)
    Self.expectGivenBack(session, before: before)
  }

  /// Whoever starts kata may leave it a crash signal ignored; a crash must still end it,
  /// and a signal sent from outside too, the terminal given back first. SIGSYS is one that
  /// the program's start does not set back to its default.
  @Test(
    "a crash signal ignored at launch still ends it, by that signal, and gives the terminal back",
    arguments: [SIGSEGV, SIGSYS])
  func ignoredCrashSignal(_ signal: Int32) async throws {
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: .script("ulimit -c 0 && trap '' SEGV BUS ILL FPE ABRT TRAP SYS QUIT && exec \"$0\" \"$@\""))
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    session.send(signal)
    #expect(try await session.waitForExit() == .killed(by: signal))
    Self.expectGivenBack(session, before: before)
  }

  /// As `nohup kata play` from a login shell: SIGHUP ignored, and kata not the session's
  /// leader (the shell waits for it, so it cannot hand kata its process by `exec`), so the
  /// hang-up brings kata no signal at all: the leader alone gets SIGHUP and SIGCONT. The
  /// keyboard's end, a read of nothing, must end it.
  @Test("with SIGHUP ignored, as under nohup, a terminal that goes away still ends it")
  func hangUpIgnored() async throws {
    let session = try PlaySession(
      ["play"], size: Self.size, launch: .script("trap '' HUP; \"$0\" \"$@\"; exit $?"))
    // The whole frame, to the cursor shown last: a frame cut short by the hang-up ends kata
    // on the write that failed, not on the keyboard's end.
    try await session.waitFor("the opening screen, whole") {
      $0.line(Self.size.rows - 1).hasPrefix(" Esc quit") && $0.isCursorVisible
    }
    session.hangUp()
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// The terminal as it was before kata: every termios field, the main screen, the modes.
  static func expectGivenBack(
    _ session: PlaySession, before: TerminalSettings, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(session.terminal.settings == before, sourceLocation: sourceLocation)
    let screen = session.screen
    #expect(!screen.isAlternateScreen, sourceLocation: sourceLocation)
    #expect(screen.isCursorVisible, sourceLocation: sourceLocation)
    #expect(!screen.isBracketedPaste, sourceLocation: sourceLocation)
    #expect(screen.isAutowrap, sourceLocation: sourceLocation)
    #expect(screen.style == [], sourceLocation: sourceLocation)
  }

  @Test(
    "SIGTSTP, SIGTTIN, SIGTTOU or Ctrl-Z gives the terminal back before it stops; fg takes raw mode back and redraws everything; twice",
    arguments: [nil, SIGTSTP, SIGTTIN, SIGTTOU])
  func stopAndContinue(signal: Int32?) async throws {
    let session = try PlaySession(["play"], size: Self.size, launch: .jobOfAShell)
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    try session.type("4")
    try await session.waitFor("4") { $0.line(5) == Self.results("4", selected: 0)[0] }

    // The second stop is handled as the first: a handler that went after one stop would
    // leave the terminal raw, on the alternate screen, under the shell.
    var typed = "4"
    for stop in 1...2 {
      if let signal {
        session.sendToJob(signal)
      } else {
        // Right behind a key, in one read: kata stops while the page draws that key, on
        // another thread than the one that gives the terminal back.
        typed += "6"
        try session.type("6\u{1A}")
      }
      try await session.waitFor("`kata stopped (\(stop))` from the shell, on the main screen") {
        !$0.isAlternateScreen && $0.description.contains("kata stopped (\(stop))")
      }
      Self.expectGivenBack(session, before: before)

      try session.type("\r")  // the shell's `read`, then `fg`
      try await session.waitFor("the screen drawn again whole (after stop \(stop))") { [typed] in
        $0.isAlternateScreen && $0.line(5) == Self.results(typed, selected: 0)[0]
          && $0.line(3).hasPrefix("> Input  [\(typed) ")
      }
      #expect(session.terminal.settings != before, "raw mode again")
      typed += "5"
      try session.type("5")
      try await session.waitFor("keys handled again: \(typed)") { [typed] in
        $0.line(5) == Self.results(typed, selected: 0)[0]
      }
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
    Self.expectGivenBack(session, before: before)
    // The shell's screen holds only what the shell wrote there: its job reports, the test
    // script's lines and `fg`'s echo of the command.
    let shellWords: Set<Substring> = [
      "[1]+", "Stopped", "(tty", "input)", "output)", "\"$0\"", "\"$@\"", "kata", "stopped", "(1)", "(2)",
    ]
    #expect(
      session.screen.lines.allSatisfy { $0.split(separator: " ").allSatisfy(shellWords.contains) },
      """
      kata drew over the shell's screen: once a stop has given the terminal back, write nothing \
      until the program has taken the full screen back. The shell's screen:
      \(session.screen)
      """)
  }

  /// Run by a script (a wrapper, `make play`), kata is one process of the job its shell
  /// started. Ctrl-Z must stop the whole job, as the terminal's own Ctrl-Z does outside raw
  /// mode: kata stopped alone leaves the script waiting for it and the shell waiting for the
  /// script, and the terminal, given back, to nobody. And kata must stop with the script, not
  /// after it: a `fg` that came between would find kata still going, and it would stop then.
  @Test("run by a script, Ctrl-Z stops the script's whole job; fg brings it back")
  func stopInAScript() async throws {
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: .script(
        "set -m; sh -c '\"$0\" \"$@\"; echo \"kata ended ($?)\"' \"$0\" \"$@\"; echo \"job stopped\"; read line; fg"
      ))
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    try session.type("\u{1A}")
    try await session.waitFor(
      "`job stopped` from the shell, on the main screen (Ctrl-Z must stop kata's process group, not kata alone)"
    ) { !$0.isAlternateScreen && $0.description.contains("job stopped") }
    Self.expectGivenBack(session, before: before)
    try session.type("\r")  // the shell's `read`, then `fg`
    try await session.waitFor(
      "the screen drawn again whole (kata must stop with its group, not after it: once it gave the terminal back)"
    ) {
      $0.isAlternateScreen && $0.line(5) == Self.results("0", selected: 0)[0]
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.screen.description.contains("kata ended (0)"), "the script goes on after kata")
    Self.expectGivenBack(session, before: before)
  }

  /// A SIGTSTP sent to kata's pid from outside (a harness, `kill -TSTP`) stops kata alone:
  /// only the Ctrl-Z key that kata reads itself stops its whole process group, as the
  /// terminal's would. Here a wrapper shares kata's group, as a harness that runs kata on a
  /// terminal without a group of its own does: stopped with kata, it would freeze.
  @Test("a SIGTSTP sent to kata's pid stops kata alone, not the process group it shares")
  func stopFromOutsideStopsKataAlone() async throws {
    let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("kata-pid-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: pidFile) }
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: .script(
        "set -m; sh -c '\"$0\" \"$@\" </dev/tty & echo $! > \(pidFile); wait $!; echo \"kata ended ($?)\"' "
          + "\"$0\" \"$@\"; echo \"after the job\"; read line"))
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    let kata = try #require(
      pid_t(
        try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    let wrapper = getpgid(kata)
    kill(kata, SIGTSTP)
    try await session.waitFor("kata stopped") { _ in Self.state(of: kata) == "T" }
    #expect(
      Self.state(of: wrapper) != "T",
      "the wrapper that shares kata's process group stopped with it: stop kata alone on a signal from outside"
    )
    kill(kata, SIGCONT)
    try await session.waitFor("the screen drawn again") {
      $0.isAlternateScreen && $0.line(5) == Self.results("0", selected: 0)[0]
    }
    try session.type("\u{1B}")
    // The shell that ran the job waits for a line: had the job stopped, it would still wait,
    // and the wrapper stay stopped, instead of being continued as the shell leaves.
    try await session.waitFor("the wrapper and the shell going on after kata") {
      $0.description.contains("kata ended (0)") && $0.description.contains("after the job")
    }
    try session.type("\r")
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// A SIGCONT that continues nothing (kata was never stopped) leaves the screen as it is: it
  /// is still kata's, and taking it again would clear it for nothing. So does the second word
  /// of one continue, which both the stop's handler and SIGCONT's tell.
  @Test("a SIGCONT to a kata that was never stopped takes no screen back; a stop and fg take it back once")
  func continueWithoutAStopTakesNothingBack() async throws {
    // A job of a shell that brings it back once: the script ends with kata's own status.
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: .script("set -m; \"$0\" \"$@\"; echo \"kata stopped (1)\"; read line; fg"))
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    let enter = Array("\u{1B}[?1049h".utf8)
    func entries() -> Int { session.transcript.ranges(of: enter).count }
    #expect(entries() == 1)
    session.sendToJob(SIGCONT)
    try await session.waitWithoutReading("the SIGCONT taken by kata's handler") {
      !session.isPendingForJob(SIGCONT)
    }
    // The key after it is read with, or after, the continue's word: once it is drawn, the
    // continue has been handled.
    try session.type("4")
    try await session.waitFor("4") { $0.line(5) == Self.results("4", selected: 0)[0] }
    #expect(entries() == 1, "a SIGCONT to a kata that was never stopped entered the alternate screen again")

    try session.type("\u{1A}")
    try await session.waitFor("`kata stopped (1)` from the shell") {
      !$0.isAlternateScreen && $0.description.contains("kata stopped (1)")
    }
    try session.type("\r")  // the shell's `read`, then `fg`
    try await session.waitFor("the screen drawn again") {
      $0.isAlternateScreen && $0.line(5) == Self.results("4", selected: 0)[0]
    }
    try session.type("5")
    try await session.waitFor("45") { $0.line(5) == Self.results("45", selected: 0)[0] }
    #expect(entries() == 2, "one stop and fg entered the alternate screen \(entries() - 1) times")
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// A process's state letter from `/proc` (`R`, `S`, `T`…), or nil once it is gone.
  static func state(of pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    return stat[close...].dropFirst(2).first
  }

  /// Two pastes of half a million numbers each (1 MB, what a paste keeps) keep the main
  /// actor busy for seconds in a debug build: every architecture sums the field after each,
  /// and it grows to 2 MB. Esc, Ctrl-C and Ctrl-Z must act before that ends, the screen never
  /// showing the last sum; a release build sums it too fast to tell.
  @Test(
    "Esc and Ctrl-C end it, and Ctrl-Z stops it, at once while the main actor is busy, the terminal given back",
    .enabled(if: Self.isDebugBuild, "a release build sums the pastes before a key could be seen to wait"),
    arguments: ["\u{1B}", "\u{3}", "\u{1A}"])
  func keysWhileBusy(key: String) async throws {
    let stops = key == "\u{1A}"
    // Stopped, the shell says so, waits for a line and brings kata back; its status is kata's.
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: stops ? .script("set -m; \"$0\" \"$@\"; echo \"kata stopped\"; read line; fg") : .alone)
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    let paste = "\u{1B}[200~" + String(repeating: "1,", count: 500_000) + "\u{1B}[201~"
    try session.type(String(repeating: paste, count: 2) + key)
    let lastSum = Self.results("1000000", selected: 0)[0]
    if stops {
      try await session.waitFor("`kata stopped` from the shell, on the main screen") {
        !$0.isAlternateScreen && $0.description.contains("kata stopped")
      }
      Self.expectGivenBack(session, before: before)
      #expect(
        session.screen.alternateLines[5] != lastSum,
        "Ctrl-Z waited for the pastes to be summed: stop the program from the keyboard reader")
      // The shell's `read`, then `fg`; Esc waits in the terminal for kata to go on, and ends
      // it while the pastes are still being summed.
      try session.type("\r\u{1B}")
    }
    #expect(try await session.waitForExit() == .exited(0))
    Self.expectGivenBack(session, before: before)
    #expect(
      session.screen.alternateLines[5] != lastSum,
      "the quit key waited for the pastes to be summed: end the program from the keyboard reader")
  }

  static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Bytes that must not quit, nor be typed into the field: the field still holds `4` after
  /// them, and a key typed after them still works.
  static let strayBytes: [(name: String, bytes: [UInt8])] = strayText.map { ($0, Array($1.utf8)) } + stray8Bit

  static let strayText: [(name: String, bytes: String)] = [
    ("Alt+Enter", "\u{1B}\r"), ("Alt+Backspace", "\u{1B}\u{7F}"), ("Alt+Tab", "\u{1B}\t"),
    ("Alt+Ctrl-A", "\u{1B}\u{1}"), ("Alt+한", "\u{1B}한"),
    ("an OSC colour reply", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"),
    ("an OSC reply ended by BEL", "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}"),
    ("a DCS reply", "\u{1B}P1$r0m\u{1B}\\"),
    ("a cursor position report", "\u{1B}[12;40R"), ("a device attributes reply", "\u{1B}[?62;22c"),
    ("an X10 mouse report", "\u{1B}[M !!"), ("an SGR mouse report", "\u{1B}[<0;12;5M\u{1B}[<0;12;5m"),
    ("a 7-bit SOS string", "\u{1B}Xhidden\u{1B}\\"), ("a 7-bit PM string", "\u{1B}^hidden\u{1B}\\"),
    ("a 7-bit APC string", "\u{1B}_Gi=1;OK\u{1B}\\"), ("an APC string holding ✜", "\u{1B}_✜\u{1B}\\"),
  ]

  /// Strings in their 8-bit forms: bytes that are not UTF-8.
  static let stray8Bit: [(name: String, bytes: [UInt8])] = [
    ("an 8-bit SOS string", [0x98, 0x68, 0x69, 0x9C]), ("an 8-bit PM string", [0x9E, 0x68, 0x69, 0x9C]),
    ("an 8-bit APC string", [0x9F, 0x68, 0x69, 0x9C]),
    ("an 8-bit SOS string ended by ESC \\", [0x98, 0x68, 0x1B, 0x5C]),
  ]

  @Test(
    "Alt with a control key, terminal replies and strings (SOS, PM, APC, 7-bit and 8-bit) and mouse reports neither quit nor reach the field"
  )
  func strayInput() async throws {
    let session = try PlaySession(["play"], size: Self.size)
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    try session.type("4")
    for (name, bytes) in Self.strayBytes {
      try session.type(bytes: bytes)
      try session.type("+")
      try session.type("\u{7F}")  // Backspace: the + goes, and the field is 4 again only if nothing else came
      try await session.waitFor("the field still 4 after \(name)") {
        $0.line(3).hasPrefix("> Input  [4 ") && $0.line(5) == Self.results("4", selected: 0)[0]
      }
    }
    try session.type("\u{3}")
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// A stray paste start (`ESC[200~` whose end never comes) swallows what came with it, in the
  /// same read, and nothing after: the next key read alone ends it. Ctrl-C and Esc quit at
  /// once, a key typed alone is typed, and Ctrl-C pressed again and again quits too. The key
  /// is typed once the 4 typed before the start marker, in the same write, shows: kata has
  /// read that write, and the key comes in a read of its own, as a person's does.
  @Test(
    "after a stray paste start, the next key read alone counts: Ctrl-C and Esc quit at once, a character is typed",
    arguments: ["\u{3}", "\u{3}\u{3}\u{3}", "\u{1B}", "3"])
  func strayPasteStart(key: String) async throws {
    let session = try PlaySession(["play"], size: Self.size)
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    try session.type("4\u{1B}[200~12")
    try await session.waitFor("the 4 before the paste start") {
      $0.line(5) == Self.results("4", selected: 0)[0]
    }
    try session.type(key)
    if key == "3" {
      try await session.waitFor("the paste ended by the key typed after it: 12, then 3") {
        $0.line(5) == Self.results("4123", selected: 0)[0] && $0.line(3).hasPrefix("> Input  [4123 ")
      }
      // Left moves the cursor: nothing is pasted any more.
      try session.type("\u{1B}[D")
      try await session.waitFor("the cursor before the 3") { $0.cursor == Position(row: 3, column: 13) }
      try session.type("\u{3}")
    }
    #expect(try await session.waitForExit() == .exited(0), "a stray paste start locked the keyboard")
  }

  /// A terminal sends a paste in one burst: a Ctrl-C byte in it is text, never a quit that
  /// would lose what was typed.
  @Test("a paste holding a Ctrl-C byte is pasted whole, and kata goes on")
  func pasteHoldingCtrlC() async throws {
    let session = try PlaySession(["play"], size: Self.size)
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    try session.type("\u{1B}[200~1\u{3}2\u{1B}[201~")
    try await session.waitFor("the paste in the field, the Ctrl-C byte escaped") {
      $0.line(3).hasPrefix(#"> Input  [1\u{03}2 "#)
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// Names that hold strings a terminal obeys or hides (SOS, PM and APC, 8-bit and 7-bit)
  /// reach the screen escaped: nothing kata writes holds one, nor any C1 control.
  @Test("a roster's names holding SOS, PM and APC strings are drawn escaped: none reaches the terminal")
  func controlStringsInNames() async throws {
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let roster = directory.appendingPathComponent("roster.json")
    try Data(
      #"""
      [{"firstName": "\u0098sos\u009c", "lastName": "\u001b_apc\u001b\\", "score": 1},
       {"firstName": "\u009epm\u009c", "lastName": "\u009fapc\u0007", "score": 50},
       {"firstName": "\u001bXsos\u001b\\", "lastName": "\u001b^pm\u001b\\", "score": 99}]
      """#.utf8
    ).write(to: roster)
    let session = try PlaySession(
      ["play", "--arch", "mvc", "--screen", "scores", roster.path], size: Self.size)
    let names = [
      #"\u{98}sos\u{9C} \u{1B}_apc\u{1B}\"#, #"\u{9E}pm\u{9C} \u{9F}apc\u{07}"#,
      #"\u{1B}Xsos\u{1B}\ \u{1B}^pm\u{1B}\"#,
    ]
    try await session.waitFor("the three names, escaped") { screen in
      names.allSatisfy { name in screen.lines.contains { $0.hasPrefix(" " + name) } }
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
    let written = session.transcript
    // kata's own sequences are CSI ones (`ESC [`); a name's would start ESC X, ESC ^, ESC _.
    let escapes = written.indices.filter { written[$0] == 0x1B }
    #expect(escapes.allSatisfy { $0 + 1 < written.count && written[$0 + 1] == UInt8(ascii: "[") })
    #expect(
      !zip(written, written.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) },
      "a C1 control reached the terminal as UTF-8")
    #expect(!written.contains(0x07), "a BEL reached the terminal")
  }

  static let roster = #"[{"firstName": "Ada", "lastName": "Lovelace", "score": 98}]"#
  static let adaRow = " Ada Lovelace  Expert"

  /// With `--slow`, so that each load shows loading first and a reload is seen to happen.
  @Test("a roster on a pipe is read once and kept: it shows, and shows again after a reload")
  func rosterOnAPipe() async throws {
    let session = try PlaySession(
      ["play", "--arch", "mvc", "--screen", "scores", "--slow"], size: Self.size,
      launch: .script("exec \"$0\" \"$@\" <(printf '%s' '\(Self.roster)')"))
    try await session.waitFor("the roster's row") { $0.line(3) == Self.adaRow }
    try session.type("r")
    try await session.waitFor("the reload under way") { $0.line(3) == " Loading…" }
    try await session.waitFor("the roster's row again, not a pipe read empty") { $0.line(3) == Self.adaRow }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
  }

  @Test(
    "a FIFO with no writer yet: loading, Esc quits at once; once written, its rows show and stay on reload")
  func rosterOnAFIFO() async throws {
    for writes in [false, true] {
      let path = try Self.makeFIFO()
      defer { unlink(path) }
      let session = try PlaySession(
        ["play", "--arch", "mvc", "--screen", "scores", "--slow", path], size: Self.size)
      try await session.waitFor("the list loading") { $0.line(3) == " Loading…" }
      if writes {
        try Self.write(Self.roster, toFIFO: path, readBy: session.pid)
        try await session.waitFor("the roster's row") { $0.line(3) == Self.adaRow }
        try session.type("r")
        try await session.waitFor("the reload under way") { $0.line(3) == " Loading…" }
        try await session.waitFor("the roster's row, kept, after the reload") { $0.line(3) == Self.adaRow }
      }
      try session.type("\u{1B}")
      #expect(
        try await session.waitForExit() == .exited(0), writes ? "after the roster came" : "with no writer")
    }
  }

  @Test("a roster file that has become a FIFO when r reloads: loading, and Esc still quits at once")
  func rosterFileBecomesAFIFO() async throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kata-roster-\(UUID()).json")
      .path
    try Self.roster.write(toFile: path, atomically: true, encoding: .utf8)
    defer { unlink(path) }
    // Every lane reloads at once: with the old blocking open, each held a thread of the pool.
    let session = try PlaySession(["play", "--screen", "scores", path], size: Self.size)
    try await session.waitFor("the roster's row") { $0.line(3) == Self.adaRow }
    unlink(path)
    guard mkfifo(path, 0o600) == 0 else {
      throw Failure("cannot make a FIFO at \(path): \(Failure.reason())")
    }
    try session.type("r")
    // However many architectures are registered, and however the lanes are laid out.
    try await session.waitFor("the reload waiting for the FIFO's writer") {
      $0.line(3).contains("Loading…") && !$0.line(3).contains("Ada")
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
  }

  /// A FIFO in the temporary directory.
  static func makeFIFO() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("kata-fifo-\(UUID())").path
    guard mkfifo(path, 0o600) == 0 else {
      throw Failure("cannot make a FIFO at \(path): \(Failure.reason())")
    }
    return path
  }

  /// Writes `text` into the FIFO at `path` and closes it, once its reader (the process `pid`,
  /// or one it started) has it open.
  static func write(_ text: String, toFIFO path: String, readBy pid: pid_t = getpid()) throws {
    var patience = ProgramPatience(watching: pid)
    var descriptor: Int32 = -1
    while descriptor < 0 {
      descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
      guard descriptor < 0 else { break }
      guard errno == ENXIO else {
        throw Failure("cannot open the FIFO for writing: \(Failure.reason())")
      }
      if let exhausted = patience.nap(milliseconds: 20) {
        throw Failure("the FIFO has no reader: kata \(exhausted)")
      }
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
      throw Failure("cannot write the roster into the FIFO: \(Failure.reason())")
    }
  }

  @Test("with TERM=dumb it refuses to start, exit 64, with a hint; the terminal is untouched")
  func dumbTerminal() async throws {
    let session = try PlaySession(["play"], size: Self.size, environment: ["TERM": "dumb"])
    #expect(try await session.waitForExit() == .exited(64))
    #expect(
      session.screen.description.contains(
        "kata: play needs a terminal that can move its cursor, not TERM=dumb"))
    #expect(session.terminal.settings == session.settingsBefore)
  }

  /// The roster is a FIFO that nobody writes: its load never ends, so the key is answered
  /// during it, however slowly the machine runs, or never.
  @Test("the score list answers keys while a roster loads")
  func keysWhileLoading() async throws {
    let path = try Self.makeFIFO()
    defer { unlink(path) }
    let session = try PlaySession(["play", "--screen", "scores", path], size: Self.size)
    let before = session.settingsBefore
    // Every list says it is loading: side by side when they fit, padded as the layout likes,
    // or one alone; how many architectures are registered is not this test's business.
    let isLoading: @Sendable (String) -> Bool = { line in
      let words = line.split(separator: " ")
      return !words.isEmpty && words.allSatisfy { $0 == "Loading…" }
        && [1, Self.names.count].contains(words.count)
    }
    try await session.waitFor("every list loading") { isLoading($0.line(3)) }
    let loading = session.screen.line(3)
    try session.type("\u{1B}[B")  // Down
    try await session.waitFor("mvp picked") { $0.line(2).contains(">mvp") }
    #expect(session.screen.line(3) == loading, "the key did not wait for the load")
    try session.type("\u{3}")
    #expect(try await session.waitForExit() == .exited(0))
    #expect(session.terminal.settings == before)
  }
}
