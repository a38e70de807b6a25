/// Where player records come from: the **Repository** of seed 000's chain.
///
/// A repository fetches entities and knows nothing of what they mean. It is a protocol, so
/// the service works the same on a file, the bundled roster, or a test's in-memory list.
public protocol PlayerRepository: Sendable {
  /// Every record, in the order the source holds them.
  func fetchRecords() async throws(RosterError) -> [PlayerRecord]
}
