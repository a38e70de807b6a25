import Dispatch
import ScoreBoard
import Synchronization

/// A service whose loads hold the thread they run on until the test lets them go, as reading
/// and decoding a big roster does: work that never suspends.
final class ThreadHoldingScoreService: ScoreService {
  /// Signalled as each load begins.
  let begun = DispatchSemaphore(value: 0)
  private let released = DispatchSemaphore(value: 0)
  private let players: [Player]
  private let begins = Mutex(0)

  /// How many loads have begun so far.
  var loads: Int { begins.withLock { $0 } }

  init(answering players: [Player]) {
    self.players = players
  }

  func loadPlayers() async throws(RosterError) -> [Player] {
    begins.withLock { $0 += 1 }
    begun.signal()
    released.wait()
    // Each load, let go, lets the next one go.
    released.signal()
    return players
  }

  /// Lets every load go, those begun and those to come.
  func release() { released.signal() }
}
