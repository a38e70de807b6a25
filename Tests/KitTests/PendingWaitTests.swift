import Synchronization
import Testing

@testable import KataDriver

/// The wait for the work an edit leaves running, proved without sleeping: the naps it takes
/// are counted (``Settling/nap``, bound to a nap that sleeps nothing), so a wait that read the
/// clock instead, or that watched only some of the screens it waits for, fails here in the
/// student's time, not only in CI's long check that stops a process for eleven seconds.
@Suite("Settling: the wait for an edit's work is counted in naps, over every screen", .timeLimit(.minutes(2)))
@MainActor
struct PendingWaitTests {
  /// Naps that sleep nothing: each counted, and the work let go on the `release`th.
  final class CountedNaps: Sendable {
    private let state = Mutex((naps: 0, released: false))
    let release: Int

    init(releasingAt release: Int) { self.release = release }

    var naps: Int { state.withLock { $0.naps } }
    var released: Bool { state.withLock { $0.released } }

    /// Lets the held work go, so that no task of the test runs on once the test has ended.
    func releaseNow() { state.withLock { $0.released = true } }

    func nap() async {
      state.withLock {
        $0.naps += 1
        if $0.naps >= release { $0.released = true }
      }
      await Task.yield()
    }
  }

  /// A calculator whose every edit starts work that shows its sum only once the naps let it go.
  @MainActor
  final class HeldWorkScreen: CalculatorScreen {
    private let naps: CountedNaps
    private var input = ""
    private(set) var resultText = "0"

    init(_ naps: CountedNaps) { self.naps = naps }

    func editToken(_ token: String) {}
    func editInput(_ input: String) {
      self.input = input
      Task { [naps] in
        while !naps.released { await Task.yield() }
        self.resultText = "shown after the work: \(input)"
      }
    }
  }

  /// A calculator that shows each edit at once, and leaves nothing running.
  @MainActor
  final class AtOnceScreen: CalculatorScreen {
    private(set) var resultText = "0"
    func editToken(_ token: String) {}
    func editInput(_ input: String) { resultText = input }
  }

  @Test("work that ends on the 500th nap is waited for, however little time the naps take")
  func waitsForTheNaps() async {
    let naps = CountedNaps(releasingAt: 500)
    let screen = HeldWorkScreen(naps)
    screen.playInputEdit("1,2")
    let shown = await Settling.$nap.withValue(
      { await naps.nap() }, operation: { await screen.settledResult() })
    #expect(shown == "shown after the work: 1,2")
    // The work ends on a turn after the nap that let it go.
    #expect(
      (500..<600).contains(naps.naps), "the wait took \(naps.naps) naps, where the work ended on the 500th")
  }

  @Test("work that never ends is waited for exactly the patience's naps, then the screen is read as it is")
  func givesUpAfterThePatience() async {
    let naps = CountedNaps(releasingAt: .max)
    let screen = HeldWorkScreen(naps)
    screen.playInputEdit("1,2")
    let shown = await Settling.$nap.withValue(
      { await naps.nap() }, operation: { await screen.settledResult() })
    #expect(shown == "0")
    #expect(naps.naps == Settling.pendingWorkNaps, "the wait took \(naps.naps) naps")
    naps.releaseNow()
  }

  @Test("a screen listed last whose work has ended does not cut short the wait for one listed before it")
  func waitsForEveryScreen() async {
    let naps = CountedNaps(releasingAt: 300)
    let slow = HeldWorkScreen(naps)
    let quick = AtOnceScreen()
    slow.playInputEdit("1,2")
    quick.playInputEdit("3")
    let shown = await Settling.$nap.withValue(
      { await naps.nap() }, operation: { await ([slow, quick] as [any CalculatorScreen]).settledResults() })
    #expect(shown == ["shown after the work: 1,2", "3"])
    #expect((300..<400).contains(naps.naps), "the wait took \(naps.naps) naps")
  }
}

extension CalculatorScreen {
  /// What the screen shows once it has settled.
  fileprivate func settledResult() async -> String {
    await settled()
    return resultText
  }
}
