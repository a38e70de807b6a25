import ScoreBoard

/// The roster that ships inside the binary: `kata scores` with no file shows it.
///
/// It is JSON text compiled in, so no resource file has to travel with the binary, and it is
/// decoded exactly as a roster file would be. A dozen players whose scores reach every level
/// and sit on each boundary.
public struct BundledRosterRepository: PlayerRepository {
  public init() {}

  public func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    try await Self.repository.fetchRecords()
  }

  /// The records, or why they cannot be decoded, as a roster file would say it.
  public func records() async throws(RosterFileError) -> [PlayerRecord] {
    try await Self.repository.records()
  }

  /// The bundled JSON, read as any roster held in memory is.
  private static var repository: JSONRosterRepository {
    JSONRosterRepository(.bytes(Array(json.utf8), name: "the bundled roster"))
  }

  /// The bundled roster, as JSON.
  public static let json = """
    [
      {"firstName": "Ada", "lastName": "Lovelace", "score": 98},
      {"firstName": "Grace", "lastName": "Hopper", "score": 91},
      {"firstName": "Alan", "lastName": "Turing", "score": 71},
      {"firstName": "Katherine", "lastName": "Johnson", "score": 70},
      {"firstName": "Edsger", "lastName": "Dijkstra", "score": 64},
      {"firstName": "Barbara", "lastName": "Liskov", "score": 55},
      {"firstName": "세종", "lastName": "", "score": 41},
      {"firstName": "Donald", "lastName": "Knuth", "score": 40},
      {"firstName": "Margaret", "lastName": "Hamilton", "score": 33},
      {"firstName": "", "lastName": "Lamarr", "score": 27},
      {"firstName": "Linus", "lastName": "Torvalds", "score": 12},
      {"firstName": "Tim", "lastName": "Berners-Lee", "score": 0}
    ]
    """
}
