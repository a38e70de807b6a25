import Testing

@testable import KataCommandLine
@testable import KataDriver

/// The watchdog's tests compare a child's exit with `MainActorWatchdog.exitStatus` itself, so a
/// status changed there moves with them; this one holds it to what a script reads.
@Suite("The watchdog's exit status", .timeLimit(.minutes(1)))
struct WatchdogStatusTests {
  @Test("a process the watchdog ends exits 70 (EX_SOFTWARE), a status no verdict or error of kata's uses")
  func seventy() {
    #expect(MainActorWatchdog.exitStatus == 70)
    #expect(
      ExitStatus(rawValue: MainActorWatchdog.exitStatus) == nil,
      "a script could not tell a screen that held the main actor from \(MainActorWatchdog.exitStatus)")
  }
}
