/// A repository that answers from memory: what tests use, and what they use to fail.
public struct InMemoryRepository: PlayerRepository {
  private let result: Result<[PlayerRecord], RosterError>

  /// A repository that returns `records`.
  public init(_ records: [PlayerRecord]) {
    result = .success(records)
  }

  /// A repository whose every fetch fails with `error`.
  public init(failingWith error: RosterError) {
    result = .failure(error)
  }

  public func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    try result.get()
  }
}
