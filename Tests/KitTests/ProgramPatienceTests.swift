import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The tests' waits for the programs they start: a patience counted in what the program did,
/// which a busy machine or a stopped test process does not run out.
@Suite(
  "Waiting for a program: counted in what it did, never read off a clock", .timeLimit(.minutes(2)))
struct ProgramPatienceTests {
  /// Starts `script` under `/bin/sh`, with nothing on its standard streams.
  static func start(_ script: String) throws -> KataProcess.Child {
    let devNull = try KataProcess.openFile("/dev/null", O_RDWR)
    defer { close(devNull) }
    return try KataProcess.start(
      ["-c", script].map { Array($0.utf8) }, program: URL(fileURLWithPath: "/bin/sh"), stdin: devNull,
      stdout: devNull, stderr: devNull)
  }

  /// How many naps `patience` lasts, up to `most`.
  static func naps(of patience: inout ProgramPatience, most: Int = 20) -> Int {
    var naps = 0
    while naps < most, patience.nap() == nil { naps += 1 }
    return naps
  }

  /// Ends `child` and every process it started (a loop in the background of its shell too).
  static func end(_ child: KataProcess.Child) {
    for process in ProgramPatience.descendants(of: child.pid) { kill(process.pid, SIGKILL) }
    var status: Int32 = 0
    waitpid(child.pid, &status, 0)
  }

  @Test(
    "a program asleep, or stopped, runs the patience out; one that works, itself or through a process it started, does not",
    arguments: [
      ("exec sleep 1000", 2), ("sleep 1000 & wait", 2),
      ("while :; do :; done", 20), ("while :; do :; done & wait", 20),
    ])
  func idleOrBusy(script: String, naps: Int) throws {
    let child = try Self.start(script)
    defer { Self.end(child) }
    var patience = ProgramPatience(watching: child.pid, limits: .init(idleNaps: 3))
    #expect(
      Self.naps(of: &patience) == naps,
      naps == 2 ? "a program asleep did not run the patience out" : "a working program ran the patience out")
  }

  @Test("a stopped program runs the patience out: nothing will move it unless someone continues it")
  func stopped() throws {
    let child = try Self.start("while :; do :; done")
    defer { Self.end(child) }
    kill(child.pid, SIGSTOP)
    var patience = ProgramPatience(watching: child.pid, limits: .init(idleNaps: 3))
    #expect(Self.naps(of: &patience) == 2)
  }

  /// A nap is one however long the waiting thread was kept from its next look (a stopped
  /// test process, a starved thread): the patience counts naps, it never reads a clock.
  @Test("a nap the waiting thread was held in counts once, however long it was held")
  func heldNap() throws {
    let child = try Self.start("exec sleep 1000")
    defer { Self.end(child) }
    var patience = ProgramPatience(watching: child.pid, limits: .init(idleNaps: 3))
    #expect(patience.nap() == nil)
    // The thread is held past many naps' worth of time: two naps' patience is left all the same.
    usleep(useconds_t(ProgramPatience.napLength) * 1000 * 10)
    #expect(patience.nap() == nil)
    #expect(patience.nap() != nil)
  }

  /// The wait of a `kata play` session, its thread held for 11 s before its second look at the
  /// screen, as a stopped or starved test process holds it: the screen it waits for is there
  /// by then, and is found. A wait that read the clock (a deadline of ten seconds after it
  /// began) gave up instead. It takes the 11 s, so it runs with the long checks
  /// (`KATA_LONG_CHECKS=1`, as `.ci/run` does).
  @Test(
    "a play session's wait, held for 11 s, still finds the screen it waits for",
    .enabled(if: LimitsTests.longChecks, "a long check: set KATA_LONG_CHECKS=1 to run it, as .ci/run does"))
  func heldPlayWait() async throws {
    let session = try PlaySession(["play"], size: PlayEndToEndTests.size)
    let held = Atomic(false)
    try await session.waitFor("the opening screen, after the wait was held for 11 s") { screen in
      if !held.exchange(true, ordering: .relaxed) {
        sleep(11)
        return false
      }
      return screen.line(5) == PlayEndToEndTests.results("0", selected: 0)[0]
    }
    try session.type("\u{1B}")
    #expect(try await session.waitForExit() == .exited(0))
  }
}
