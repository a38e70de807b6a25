/// The score service over a repository: it asks for entities, checks each one, and hands
/// back models.
///
/// This is the business logic of seed 000's chain. Every lesson calls this same service;
/// only what each does with its answer differs.
public struct RepositoryScoreService: ScoreService {
  private let repository: any PlayerRepository

  public init(repository: any PlayerRepository) {
    self.repository = repository
  }

  /// Runs off the main actor whoever calls it, `@concurrent`: reading and checking a large
  /// roster takes time, and a screen's main actor must stay free meanwhile. Without it, a
  /// plain `async` method runs on its caller's actor once `NonisolatedNonsendingByDefault` is
  /// on (Swift 6.2's "approachable concurrency"), and a screen's load would decode on the
  /// main actor.
  @concurrent
  public func loadPlayers() async throws(RosterError) -> [Player] {
    // A cancelled load says so, before it reads and once it has read: its answer is nobody's.
    guard !Task.isCancelled else { throw .cancelled }
    let records = try await repository.fetchRecords()
    guard !Task.isCancelled else { throw .cancelled }
    var players: [Player] = []
    players.reserveCapacity(records.count)
    for (offset, record) in records.enumerated() {
      players.append(try Self.player(from: record, position: offset + 1))
    }
    return players
  }

  /// The player a record describes, or what is wrong with it: record `position`, counting
  /// from 1.
  public static func player(from record: PlayerRecord, position: Int) throws(RosterError) -> Player {
    guard let firstName = record.firstName else { throw Self.bad(position, "missing \"firstName\"") }
    guard let lastName = record.lastName else { throw Self.bad(position, "missing \"lastName\"") }
    switch record.score {
    case nil:
      throw Self.bad(position, "missing \"score\"")
    case .invalid(let found):
      throw Self.bad(position, "\"score\" is \(found)")
    case .integer(let score):
      return Player(firstName: firstName, lastName: lastName, score: score)
    }
  }

  /// Record `position` of the roster, which does not describe a player because of `problem`.
  private static func bad(_ position: Int, _ problem: String) -> RosterError {
    .badRecord(source: nil, position: position, problem: problem)
  }
}
