import KataDriver
import Testing

/// The settling every suite reads screens through: a screen is read once it has stopped
/// changing for a few turns of the main actor, however late its update comes.
@Suite("Settling: a screen is read once it has stopped changing", .timeLimit(.minutes(2)))
@MainActor
struct SettlingTests {
  /// A screen whose text changes on later turns of the main actor, as a binding that hops does.
  final class LateScreen {
    var text = "0"
  }

  @Test("an update that comes two turns after the edit, or four, is waited for", arguments: [2, 4])
  func lateUpdate(turns: Int) async {
    let screen = LateScreen()
    // The update lands on a later turn after the edit, as a binding that hops twice delivers
    // it; counted in the reader's own turns (the first read is before any), so a busy machine
    // cannot reorder it. Four turns is the latest a screen may take.
    var reads = 0
    await Settling.settle(screen) {
      reads += 1
      if reads == turns + 1 { screen.text = "6" }
      return screen.text
    }
    #expect(screen.text == "6", "waited \(reads - 1) turns: wait \(turns) quiet turns at least")
  }

  @Test("a value that changes, holds for three turns, then changes again is read at its last")
  func changesAgain() async {
    // What the screen shows at each read, one read a turn, the first before any turn: "1"
    // holds for three turns after it appears, one short of quiet, and then "2" comes.
    // Scripted rather than raced against a task, so the order of the main actor's jobs on a
    // busy machine cannot change what is read.
    let script = ["0", "1", "1", "1", "1", "2"]
    var reads = 0
    let shown = await Settling.quiet(1) { _ in
      defer { reads += 1 }
      return script[min(reads, script.count - 1)]
    }
    #expect(shown == ["2"])
    // Four quiet turns after the script ends: the figure, not the constant it checks.
    #expect(reads == script.count + 4)
  }
}
