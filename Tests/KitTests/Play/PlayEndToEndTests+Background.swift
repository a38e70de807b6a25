import Foundation
import KataPlay
import Testing

#if canImport(Glibc)
  import Glibc
#endif

extension PlayEndToEndTests {
  /// kata among what a session started (the job of its shell), once it is there.
  static func kata(in session: PlaySession) -> pid_t? {
    let kata = KataProcess.executable.resolvingSymlinksInPath().path
    return ProgramPatience.descendants(of: session.pid).map(\.pid).first { pid in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) == kata
    }
  }

  /// Whether kata, in `session`, is stopped.
  static func isStopped(in session: PlaySession) -> Bool {
    kata(in: session).flatMap(state(of:)) == "T"
  }

  /// `kata play &`: the terminal is the shell's, whose prompt is in the foreground. kata must
  /// not take it (raw mode, the alternate screen, a read of the keys), whether the shell lets a
  /// background job do so (SIGTTOU and SIGTTIN ignored, as `trap '' TTOU TTIN` sets them) or
  /// not: it stops, as a background job that touches its terminal is stopped, until `fg`.
  @Test(
    "started in the background (kata play &), kata stops before it touches the terminal, even with SIGTTOU ignored; fg brings it up",
    arguments: ["", "trap '' TTOU TTIN; "])
  func startedInTheBackground(ignoring: String) async throws {
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: .script(
        "set -m; \(ignoring)\"$0\" \"$@\" & echo \"kata started\"; read line; fg >/dev/null"))
    let before = session.settingsBefore
    try await session.waitFor("kata stopped in the background, or drawing") { screen in
      screen.isAlternateScreen || (screen.description.contains("kata started") && Self.isStopped(in: session))
    }
    #expect(!session.screen.isAlternateScreen, "kata took the terminal from the background")
    #expect(session.terminal.settings == before, "kata changed the terminal's settings from the background")
    #expect(
      !session.transcript.contains(0x1B), "kata wrote to the terminal from the background: \(session.screen)")

    try session.type("\r")  // the shell's `read`, then `fg`
    try await session.waitFor("the screen, once kata is in the foreground") {
      $0.isAlternateScreen && $0.line(5) == Self.results("0", selected: 0)[0]
    }
    try session.type("4")
    try await session.waitFor("4, typed") { $0.line(5) == Self.results("4", selected: 0)[0] }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
    Self.expectGivenBack(session, before: before)
  }

  /// Ctrl-Z, then `bg`: kata goes on in the background, where the terminal is the shell's. It
  /// stops again at once, as a background job that touches its terminal is stopped (the shell
  /// says `Stopped (tty output)`), touching nothing: it writes nothing (its leave sequence after
  /// the shell's prompt would turn the shell's bracketed paste off), changes no setting and
  /// reads no key typed for the shell. `fg` brings it back, drawn whole; or `kill %1`, which
  /// continues it with SIGTERM waiting, ends it with SIGTERM's status instead of leaving it
  /// stopped.
  @Test(
    "stopped, then sent to the background with bg, kata stops again and leaves the terminal alone; fg brings it back, kill %1 ends it",
    arguments: [
      "fg >/dev/null",
      // Until kata is gone; then the shell says how it ended. (`wait` answers at once for a
      // job the shell has not yet seen continued.)
      "kata=$(jobs -p %1); kill %1; while kill -0 $kata 2>/dev/null; do sleep 0.05; done; jobs; read line",
    ])
  func sentToTheBackground(then: String) async throws {
    // The shell turns bracketed paste on as a prompt does, sends kata to the background, waits
    // until kata has stopped again (`jobs` says why) and reads a line typed for it.
    let session = try PlaySession(
      ["play"], size: Self.size,
      launch: .script(
        "set -m; \"$0\" \"$@\"; echo \"kata stopped\"; printf '\\033[?2004h'; bg >/dev/null; "
          + "until jobs -l | grep -q 'Stopped (tty output)'; do sleep 0.05; done; echo \"stopped again\"; "
          + "read line; echo \"the shell read: $line\"; \(then)"))
    let before = session.settingsBefore
    try await session.waitFor("the opening screen") { $0.line(5) == Self.results("0", selected: 0)[0] }
    try session.type("\u{1A}")
    try await session.waitFor("the shell's word that kata stopped again, after bg") {
      !$0.isAlternateScreen && $0.description.contains("stopped again")
    }
    #expect(session.screen.isBracketedPaste, "kata wrote to the terminal from the background")
    #expect(session.terminal.settings == before, "kata changed the terminal's settings from the background")
    try session.type("typed for the shell\r")
    // What the shell wrote, whichever screen shows now (after `fg`, kata's).
    try await session.waitFor("the shell's line, not kata's") { _ in
      session.written.contains("the shell read: typed for the shell")
    }
    if then.hasPrefix("fg") {
      try await session.waitFor("the screen drawn again, after fg") {
        $0.isAlternateScreen && $0.line(5) == Self.results("0", selected: 0)[0]
      }
      try session.type("\u{1B}")
      #expect(try await session.waitForExit() == .exited(0))
    } else {
      try await session.waitFor(
        "the shell's word that SIGTERM ended kata (kill %1 must not leave it stopped)"
      ) {
        $0.description.contains("Terminated")
      }
      #expect(session.screen.isBracketedPaste, "kata wrote to the terminal as it ended in the background")
      #expect(session.terminal.settings == before)
      try session.type("\r")
      #expect(try await session.waitForExit() == .exited(0))
    }
  }
}
