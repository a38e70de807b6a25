import ScoreBoard
import Synchronization
import Testing

/// A score service whose loads wait until the test answers them, one by one, in any order:
/// so that a test can hold a load in the middle and decide which answer comes first.
final class GatedScoreService: ScoreService {
  private let waiting = Mutex<[CheckedContinuation<Result<[Player], RosterError>, Never>?]>([])
  private let (calls, callMade) = AsyncStream.makeStream(of: Void.self)

  func loadPlayers() async throws(RosterError) -> [Player] {
    let result = await withCheckedContinuation { continuation in
      waiting.withLock { $0.append(continuation) }
      callMade.yield()
    }
    return try result.get()
  }

  /// Waits until `count` loads in all have begun, or until the waiting task is cancelled (a
  /// test's time limit cancels it): a screen that never loads fails its test, and the run goes on.
  func waitForCalls(_ count: Int) async {
    var iterator = calls.makeAsyncIterator()
    while waiting.withLock({ $0.count }) < count {
      guard await iterator.next() != nil else { return }
    }
  }

  /// Answers load number `call` (counting from 0, in the order they began).
  func answer(_ call: Int, with result: Result<[Player], RosterError>) {
    let continuation = waiting.withLock {
      waiting -> CheckedContinuation<Result<[Player], RosterError>, Never>?? in
      guard waiting.indices.contains(call) else { return nil }
      defer { waiting[call] = nil }
      return waiting[call]
    }
    guard let continuation else {
      Issue.record("load \(call) (counting from 0) was never made: the screen did not ask the service")
      return
    }
    continuation?.resume(returning: result)
  }
}
