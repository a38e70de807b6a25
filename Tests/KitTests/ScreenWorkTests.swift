import Testing

@testable import KataDriver

/// The work an edit leaves running is a screen's own: the driver waits for it before it reads
/// that screen, whatever other screens it settles beside it, and however many screens' edits
/// it has seen before.
@Suite("Settling: the work an edit left running is waited for", .timeLimit(.minutes(2)))
@MainActor
struct ScreenWorkTests {
  /// A screen whose text its edit's work sets, once that work is let through.
  final class WorkingScreen {
    var text = "0"
  }

  @Test("one screen's work still runs, another's has ended: both are read once the running one has ended")
  func workOfOneScreenAmongOthers() async {
    let slow = WorkingScreen()
    let quick = WorkingScreen()
    let (opened, open) = AsyncStream.makeStream(of: Void.self)
    ScreenWork.track(slow) {
      Task {
        for await _ in opened {}
        slow.text = "6"
      }
    }
    await endedEdit(of: quick)

    var reads = 0
    let shown = await Settling.settle([slow, quick]) { index in
      // The first pass ends on the fifth read of the slow screen (one, then four quiet turns):
      // its work is let through only then, so only a wait for that work sees what it sets.
      if index == 0 {
        reads += 1
        if reads == 5 { open.finish() }
      }
      return [slow, quick][index].text
    }

    #expect(
      shown == ["6", "0"],
      "the screen listed last had no work left, and the other was read before its work ended")
  }

  @Test("a screen's running work is kept while the driver forgets what many others left and ended")
  func runningWorkOutlivesTheForgetting() async {
    let slow = WorkingScreen()
    let (opened, open) = AsyncStream.makeStream(of: Void.self)
    ScreenWork.track(slow) {
      Task {
        for await _ in opened {}
        slow.text = "6"
      }
    }
    // More screens than the driver keeps before it forgets what has ended (sixty-four).
    let others = (0..<100).map { _ in WorkingScreen() }
    for other in others { await endedEdit(of: other) }

    var reads = 0
    let shown = await Settling.settle([slow]) { _ in
      reads += 1
      if reads == 5 { open.finish() }
      return slow.text
    }

    #expect(shown == ["6"], "the slow screen's running work was forgotten with the others' ended work")
    withExtendedLifetime(others) {}
  }

  /// Plays an edit of `screen` that starts a task, and returns once that task has ended: the
  /// driver noted work for the screen, and it is over.
  private func endedEdit(of screen: WorkingScreen) async {
    weak var marker: ScreenWork.Marker?
    ScreenWork.track(screen) {
      marker = ScreenWork.edit
      Task {}
    }
    var turns = 0
    while marker != nil, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    #expect(marker == nil, "the edit's task never ended")
  }
}
