import Foundation
import KataPlay

#if canImport(Glibc)
  import Glibc
#endif

/// `kata play` running in a pseudo-terminal, its screen rebuilt from the bytes it writes.
///
/// Every wait watches for an event (a screen, a sequence, an exit) and has a patience counted
/// in what kata did (``ProgramPatience``): running out of it fails the test with the screen as it
/// stood, so that nothing hangs; no wait reads a clock, which a loaded machine or a stopped
/// test process would run past.
/// One test uses a session, one call at a time (it awaits each), so the calls that wait can
/// run on a thread of their own.
final class PlaySession: @unchecked Sendable {
  enum Termination: Equatable, CustomStringConvertible {
    case exited(Int32)
    case killed(by: Int32)

    var description: String {
      switch self {
      case .exited(let status): "exited with status \(status)"
      case .killed(let signal): "killed by signal \(signal)"
      }
    }
  }

  let terminal: PseudoTerminal
  /// The terminal's settings just before the program started.
  let settingsBefore: TerminalSettings
  private(set) var screen: TerminalModel
  /// Every byte the program has written so far, in order, as read: for a test about what came
  /// between two sequences, which the screen alone cannot tell.
  private(set) var transcript: [UInt8] = []
  /// The process started: kata, or the shell that runs it.
  let pid: pid_t
  private var termination: Termination?

  /// How `kata` is started.
  enum Launch {
    /// As the session's only program.
    case alone
    /// With no core file left behind by a crash.
    case withoutCoreDump
    /// As a job of a shell with job control (`bash`, `set -m`), which the first two times
    /// `kata` stops prints `kata stopped (N)` (N counting the stops), waits for a line and
    /// then brings `kata` back with `fg`: so that SIGTSTP really stops it (a program alone in
    /// its session is in an orphaned process group, where the system discards a stop).
    case jobOfAShell
    /// By a `bash` script, which gets kata's path as `$0` and the arguments as `$@`.
    case script(String)
  }

  /// Starts `kata` with `arguments` in a fresh `size` terminal whose settings were changed
  /// from the defaults (see ``PseudoTerminal/personalize()``), with `environment` added to
  /// the test's own.
  ///
  /// The Swift runtime's crash reporter is on, interactive, as a person's shell has it: a
  /// playground that handed a signal on to it would wait for a key instead of ending, and
  /// the test would wait for it in vain.
  init(
    _ arguments: [String], size: TerminalSize = .standard, launch: Launch = .alone,
    environment: [String: String] = [:]
  ) throws {
    terminal = try PseudoTerminal(size: size)
    terminal.personalize()
    settingsBefore = terminal.settings
    screen = TerminalModel(size: size)
    let kata = KataProcess.executable.path
    let command =
      switch launch {
      case .alone: [kata] + arguments
      case .withoutCoreDump: ["/bin/sh", "-c", "ulimit -c 0 && exec \"$0\" \"$@\"", kata] + arguments
      case .jobOfAShell:
        [
          "/bin/bash", "-c",
          // Unrolled: bash leaves a loop when a job in it stops with SIGTSTP.
          "set -m; \"$0\" \"$@\"; "
            + (1...2).map { "jobs %% >/dev/null 2>&1 || exit; echo \"kata stopped (\($0))\"; read line; fg" }
            .joined(separator: "; "),
          kata,
        ] + arguments
      case .script(let script): ["/bin/bash", "-c", script, kata] + arguments
      }
    var variables = ProcessInfo.processInfo.environment
    variables["SWIFT_BACKTRACE"] = "enable=yes,interactive=yes"
    variables["TERM"] = "xterm-256color"
    variables.merge(environment) { $1 }
    pid = try Self.spawn(command, terminal: terminal.slavePath, environment: variables)
  }

  deinit {
    // Every process of the session (its leader is the process started), a shell's jobs too,
    // each in a process group of its own, stopped or not: a test that failed halfway leaves
    // none behind.
    for process in ProgramPatience.all() where process.session == pid && process.pid != pid {
      kill(process.pid, SIGKILL)
    }
    if termination == nil {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
  }

  /// Types `text`, as the keyboard sends it: UTF-8, escape sequences included.
  func type(_ text: String) throws {
    try type(bytes: Array(text.utf8))
  }

  /// Types `bytes`, which need not be UTF-8: as a terminal sends an 8-bit control.
  func type(bytes: [UInt8]) throws {
    try terminal.type(bytes, readBy: pid)
  }

  /// Resizes the window: the terminal's grid, and the program is told.
  func resize(to size: TerminalSize) {
    screen.resize(to: size)
    terminal.resize(to: size)
  }

  /// Resizes the window to `size`, while the screen kept is only `modelled`, at most `size`:
  /// for a window too large to keep whole. Whatever is drawn past `modelled` lands on its last
  /// row or column (cursor moves stop there) or counts in ``TerminalModel/overflows``.
  func resize(to size: TerminalSize, modelling modelled: TerminalSize) {
    screen.resize(to: modelled)
    terminal.resize(to: size)
  }

  /// Closes the terminal, as a person closes its window.
  func hangUp() {
    terminal.hangUp()
  }

  /// The CPU time the program has used so far, user and system, every thread's: from
  /// `/proc/PID/stat`, to the clock tick. (Of the shell, for a launch whose shell does not
  /// `exec` kata.)
  func cpuTime() throws -> Duration {
    let path = "/proc/\(pid)/stat"
    guard let stat = try? String(contentsOfFile: path, encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { throw Failure("cannot read \(path)") }
    // After the command's name: the state, then the fields from the fourth on; user and
    // system time are the 14th and 15th.
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
      throw Failure("cannot read the CPU time in \(path): \(stat)")
    }
    let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))
    return .seconds(user + system) / ticksPerSecond
  }

  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Whether `signal`, once sent to the terminal's foreground job (``sendToJob(_:)``), is still
  /// pending for the job's leader: not yet taken by its handler. Read from `/proc`; false once
  /// it has ended.
  func isPendingForJob(_ signal: Int32) -> Bool {
    let group = tcgetpgrp(terminal.master)
    return group > 0 && isPending(signal, for: group)
  }

  /// Whether `signal` is pending for the process `pid`: not yet taken by its handler. Read from
  /// `/proc`; false once it has ended.
  func isPending(_ signal: Int32, for pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return false
    }
    let bit = UInt64(1) << UInt64(signal - 1)
    return status.split(separator: "\n").contains { line in
      guard line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:"),
        let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16)
      else { return false }
      return mask & bit != 0
    }
  }

  /// Sends `signal` to the terminal's foreground process group: the job a shell runs, as a
  /// terminal's Ctrl-Z would.
  func sendToJob(_ signal: Int32) {
    let group = tcgetpgrp(terminal.master)
    kill(group > 0 ? -group : pid, signal)
  }

  /// Reads what the program writes, a little at a time, until `sequence` has come since
  /// `offset` in ``transcript``; then reads no more, so that what the program writes next waits
  /// in the terminal, and a large frame's write blocks once the terminal's buffer is full.
  func readUntil(_ sequence: String, after offset: Int) async throws {
    let wanted = Array(sequence.utf8)
    try await KataProcess.onOwnThread {
      var patience = ProgramPatience(watching: self.pid)
      while !self.transcript[offset...].contains(wanted) {
        self.take(self.terminal.readAvailable(atMost: 1024))
        if let termination = self.poll() {
          throw Failure("kata \(termination) while waiting for \(sequence.debugDescription)")
        }
        if let exhausted = patience.nap(watching: self.terminal.master) {
          throw Failure(
            "no \(sequence.debugDescription): kata \(exhausted); the screen:\n\(self.screen)")
        }
      }
    }
  }

  /// Waits, reading nothing, until `condition` holds: for what the program does while what it
  /// writes waits in the terminal.
  func waitWithoutReading(_ what: String, until condition: @escaping @Sendable () -> Bool) async throws {
    try await KataProcess.onOwnThread {
      var patience = ProgramPatience(watching: self.pid)
      while !condition() {
        if let termination = self.poll() { throw Failure("kata \(termination) while waiting for \(what)") }
        if let exhausted = patience.nap(milliseconds: 10) { throw Failure("no \(what): kata \(exhausted)") }
      }
    }
  }

  /// The transcript as text.
  var written: String { String(decoding: transcript, as: UTF8.self) }

  /// Keeps `bytes` in the transcript, and shows them on the screen.
  private func take(_ bytes: [UInt8]) {
    transcript += bytes
    screen.apply(bytes)
  }

  /// Reads the screen until `condition` holds.
  func waitFor(_ what: String, until condition: @escaping @Sendable (TerminalModel) -> Bool) async throws {
    try await KataProcess.onOwnThread { try self.waitForOnThisThread(what, until: condition) }
  }

  /// Waits until the program ends, reading what it writes to the end.
  func waitForExit() async throws -> Termination {
    try await KataProcess.onOwnThread { try self.waitForExitOnThisThread() }
  }

  private func waitForOnThisThread(_ what: String, until condition: (TerminalModel) -> Bool) throws {
    var patience = ProgramPatience(watching: pid)
    while true {
      take(terminal.readAvailable())
      if condition(screen) { return }
      if let termination = poll() {
        throw Failure("kata \(termination) while waiting for \(what); the screen:\n\(screen)")
      }
      if let exhausted = patience.nap(watching: terminal.master) {
        throw Failure("no \(what): kata \(exhausted); the screen:\n\(screen)")
      }
    }
  }

  private func waitForExitOnThisThread() throws -> Termination {
    var patience = ProgramPatience(watching: pid)
    while true {
      take(terminal.readAvailable())
      if let termination = poll() {
        take(terminal.readAvailable())
        return termination
      }
      if let exhausted = patience.nap(milliseconds: 20, watching: terminal.master) {
        throw Failure("kata did not end: it \(exhausted); the screen:\n\(screen)")
      }
    }
  }

  /// How the program ended, if it has.
  private func poll() -> Termination? {
    if let termination { return termination }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    let signal = status & 0x7F
    termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(by: signal)
    return termination
  }

  /// Starts `command` as the leader of a new session whose controlling terminal is the
  /// terminal at `path` (on standard input, output and error), with the default action for
  /// every signal the test sends, and no descriptor of the test process but those.
  ///
  /// `posix_spawn`, not `fork`: forking a multithreaded test process is unsafe.
  private static func spawn(
    _ command: [String], terminal path: String, environment: [String: String]
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    LibC.addCloseFrom(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID is glibc's 0x80 (spawn.h, under _GNU_SOURCE, which the Glibc module
    // does not define): a new session, so that opening the terminal makes it the controlling
    // one and a window size change reaches the program as SIGWINCH.
    let setSession: Int32 = 0x80
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setSession))
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in PlayEndToEndTests.Signal.allCases.map(\.number) + [
      SIGWINCH, SIGTSTP, SIGTTIN, SIGTTOU, SIGCONT,
    ] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let arguments = command.map { strdup($0) } + [nil]
    let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for string in arguments + variables { free(string) }
    }

    var pid: pid_t = 0
    let result = posix_spawn(&pid, command[0], &actions, &attributes, arguments, variables)
    guard result == 0 else {
      throw Failure("cannot start \(command[0]): \(String(cString: strerror(result)))")
    }
    return pid
  }
}
