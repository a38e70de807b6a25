import ScoreBoard

/// A score service that waits before it answers: `kata play --slow`, so that the loading state
/// can be seen, and a reload tried in the middle of a load.
public struct DelayedScoreService: ScoreService {
  private let base: any ScoreService
  private let delay: Duration

  public init(_ base: any ScoreService, by delay: Duration) {
    self.base = base
    self.delay = delay
  }

  public func loadPlayers() async throws(RosterError) -> [Player] {
    // A cancelled load stops waiting; its screen has been dropped, so its answer goes nowhere.
    try? await Task.sleep(for: delay)
    return try await base.loadPlayers()
  }
}
