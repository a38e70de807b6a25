import Foundation
import KataPlay
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension PlayEndToEndTests {
  /// A stop that comes while frames wait to be drawn: kata blocked in `write(2)` with a large
  /// frame because the terminal's buffer is full (a slow link, a busy terminal), and keys
  /// typed meanwhile, each of which draws a frame of its own once the write goes on. The stop
  /// gives the terminal back, and none of those frames may follow it onto the shell's screen,
  /// then or once kata is continued: only the full screen taken back may come after it.
  ///
  /// The stop lands on a thread other than the one drawing (that thread blocks it), and the
  /// frame already in `write(2)` goes out whole before the terminal is given back; the frames
  /// of the keys are the ones a stop must hold back. Each step is waited for, not timed: the
  /// frame (a long roster in a window of 1000 columns by 500 rows, over a hundred kilobytes)
  /// has begun, and nothing more is read, so its write blocks; kata's reader has taken the
  /// keys (typed with Ctrl-Z behind them); the stop has put the terminal's settings back. Only
  /// then is the terminal read again.
  @Test(
    "a stop while a large frame's write is blocked and keys wait: nothing is drawn after the terminal is given back",
  )
  func stopWhileAFrameIsBlocked() async throws {
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let roster = directory.appendingPathComponent("roster.json")
    let players = (0..<600).map { index in
      #"{"firstName": "Firstname\#(index)\#(String(repeating: "x", count: 60))", "#
        + #""lastName": "Lastname\#(String(repeating: "y", count: 60))", "score": \#(index % 101)}"#
    }
    try Data("[\(players.joined(separator: ","))]".utf8).write(to: roster)

    let window = TerminalSize(rows: 500, columns: 1000)
    // Stopped, the shell says so, waits for a line and brings kata back with `fg`.
    let session = try PlaySession(
      ["play", "--screen", "scores", roster.path], size: window,
      launch: .script("set -m; \"$0\" \"$@\"; echo \"kata stopped\"; read line; fg"))
    let before = session.settingsBefore
    let first = Self.names[0]
    try await session.waitFor("every architecture's list loaded") {
      $0.isAlternateScreen && !$0.description.contains("Loading…") && $0.description.contains("Firstname0")
    }

    // One row fewer: the whole frame is drawn again, from a cleared screen.
    let resized = session.transcript.count
    session.resize(to: TerminalSize(rows: window.rows - 1, columns: window.columns))
    try await session.readUntil("\u{1B}[2J", after: resized)
    // Down, to the next architectures, then Ctrl-Z, in one write: kata's reader sends the
    // keys on, in order, before it stops the program, so they wait for the main actor.
    try session.type(String(repeating: "\u{1B}[B", count: 4) + "\u{1A}")
    try await session.waitWithoutReading("the stop to put the terminal's settings back") {
      session.terminal.settings == before
    }

    try await session.waitFor("`kata stopped` from the shell, on the main screen") {
      !$0.isAlternateScreen && $0.description.contains("kata stopped")
    }
    // Nothing was measured if the keys were drawn before the stop: the frame did not block.
    try #require(
      session.screen.alternateLines[2].contains(">\(first)"),
      "the keys were drawn before the stop: the frame's write never blocked; make the frame larger")
    try session.type("\r")  // the shell's `read`, then `fg`
    let selected = Self.names[min(4, Self.names.count - 1)]
    try await session.waitFor("the screen taken back, the keys taken") {
      $0.isAlternateScreen && $0.line(2).contains(">\(selected)")
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))

    let written = session.transcript[resized...]
    let leave = try #require(
      written.firstRange(of: Array("\u{1B}[?1049l".utf8)), "kata never left the alternate screen")
    let enter = try #require(
      written[leave.upperBound...].firstRange(of: Array("\u{1B}[?1049h".utf8)),
      "kata never took the alternate screen back")
    // Between leaving the alternate screen and taking it back, only the shell's words: its
    // job report, the test's line, `fg`'s echo of the command. A frame's bytes start with a
    // cursor move, an escape sequence, which the shell never writes.
    let between = written[leave.upperBound..<enter.lowerBound]
    let drawn = between.firstIndex(of: 0x1B).map { Array(between[$0...]) } ?? []
    #expect(
      drawn.isEmpty,
      """
      kata drew on the shell's screen after giving the terminal back: \
      \(String(decoding: drawn.prefix(120), as: UTF8.self).debugDescription) — a stop must mark \
      the terminal given back before it gives it back, so that no frame is written until kata \
      has taken the full screen again
      """)
  }
}
