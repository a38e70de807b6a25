import ConformanceCases
import ScoreBoard
import Synchronization

extension RosterCase {
  /// Every state the screen must show, in order: loading, then the rows, the empty list,
  /// or the failure; and again for a reload.
  public var expectedStates: [ScoreListScreenState] {
    let first = Self.expectedStates(rows: rows, failure: failure)
    guard let reload else { return first }
    return first + Self.expectedStates(rows: reload.rows, failure: reload.failure)
  }

  private static func expectedStates(rows: [Row]?, failure: String?) -> [ScoreListScreenState] {
    if let failure { return [.loading, .failed(failure)] }
    let rows = (rows ?? []).map { ScoreListRow(name: $0.name, level: $0.level) }
    return [.loading, rows.isEmpty ? .empty : .rows(rows)]
  }

  /// Runs this case through `architecture`, as the suite and `kata check` both do: a fresh
  /// screen over the roster's bytes, loaded once, and loaded again for a reload. Returns
  /// every state it showed.
  @MainActor
  public func run(through architecture: Architecture) async -> [ScoreListScreenState] {
    let rosters = [roster.bytes] + (reload.map { [$0.roster.bytes] } ?? [])
    let service = RepositoryScoreService(repository: ChangingRepository(rosters))
    let screen = architecture.makeScoreListScreen(service: service)
    for _ in rosters {
      await screen.load()
    }
    return screen.shownStates
  }
}

/// A roster that changes between loads: each fetch reads the next one, the last one again
/// once they are all read.
private final class ChangingRepository: PlayerRepository {
  private let rosters: [[UInt8]]
  private let fetches = Mutex(0)

  init(_ rosters: [[UInt8]]) {
    self.rosters = rosters
  }

  func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    let index = fetches.withLock { count in
      defer { count += 1 }
      return min(count, rosters.count - 1)
    }
    return try await JSONRosterRepository(.bytes(rosters[index], name: nil)).fetchRecords()
  }
}
