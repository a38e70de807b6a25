import BoundedInput
import RosterFiles
import ScoreBoard

/// A roster file read again on each reload, as it is then: a regular file is read whole; if
/// the path has become a pipe or a FIFO since, it is read as ``StreamRosterRepository`` reads
/// one, without ever blocking a thread, so that the screen answers keys while a FIFO waits
/// for its writer. A blocking `open(2)` of that FIFO would hold a thread of the cooperative
/// pool until a writer came, and with every thread held, no key would be read.
public final class ReopenedRosterRepository: PlayerRepository {
  private let path: FilePath

  public init(_ path: FilePath) {
    self.path = path
  }

  public func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    do {
      return try await records()
    } catch {
      throw error.rosterError
    }
  }

  /// The records as the path holds them now, or why it cannot be read or decoded.
  private func records() async throws(RosterFileError) -> [PlayerRecord] {
    switch try StreamRosterRepository.open(path) {
    case .file: try await JSONRosterRepository(.file(path)).records()
    case .stream(let stream): try await stream.records()
    }
  }
}
