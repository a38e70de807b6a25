import Testing

@testable import KataDriver

/// What a drive notes once a call to a screen's code has not returned: the first such call,
/// and no later call made, since each would wait a whole patience for a screen known not to
/// answer.
@Suite("Patience: a drive after its first stall", .timeLimit(.minutes(1)))
@MainActor
struct DriveLogTests {
  @Test("the log keeps the first call that never returned, not a later one")
  func firstStallKept() {
    let log = DriveLog()
    log.note("the load never returned")
    log.note("the settle never returned")
    #expect(log.stall == "the load never returned")
  }

  @Test("once a call of a drive has stalled, a later call is not made and answers false at once")
  func laterCallsNotMade() async {
    var made = false
    let (answered, stall) = await Patience.driving {
      Patience.log?.note("the load never returned")
      return await Patience.call({ made = true }, stall: { "the second load never returned" })
    }
    // A call made would be a task on the main actor: let every task queued there run first.
    for _ in 0..<100 { await Task.yield() }
    #expect(!answered)
    #expect(!made, "a call was made in a drive that had already stalled")
    #expect(stall == "the load never returned")
  }
}
