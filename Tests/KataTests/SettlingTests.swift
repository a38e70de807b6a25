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

  @Test("an update that comes two turns after the edit is waited for")
  func lateUpdate() async {
    let screen = LateScreen()
    Task { @MainActor in
      await Task.yield()
      await Task.yield()
      screen.text = "6"
    }
    await Settling.settle(screen) { screen.text }
    #expect(screen.text == "6")
  }

  @Test("a value that changes, holds for three turns, then changes again is read at its last")
  func changesAgain() async {
    let screen = LateScreen()
    Task { @MainActor in
      screen.text = "1"
      // Its own four turns interleave with the reader's: the reader sees "1" hold for three.
      for _ in 0..<4 { await Task.yield() }
      screen.text = "2"
    }
    let shown = await Settling.quiet(1) { _ in screen.text }
    #expect(shown == ["2"])
  }
}
