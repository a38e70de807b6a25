import BoundedInput
import ScoreBoard

/// Reads player records from a JSON roster: a file, standard input, or bytes in memory.
///
/// A roster is a JSON array of `{"firstName": …, "lastName": …, "score": …}` objects. This
/// repository only decodes; whether a record makes a valid player is ``RepositoryScoreService``'s call.
/// It reads at most ``largestInput`` bytes (or the limit it is given), through
/// `BoundedInput`: a bigger input, or one that never ends (`/dev/zero`), is refused with a
/// message naming the limit, never read until memory runs out.
public struct JSONRosterRepository: PlayerRepository {
  /// Where the roster's bytes come from.
  public enum Source: Sendable, Equatable {
    /// A file at a path.
    case file(FilePath)
    /// Standard input, read to its end.
    case standardInput
    /// Bytes already in memory, under a name for error messages (or none).
    case bytes([UInt8], name: String?)
  }

  /// The most bytes read from one input: 256 MiB. Rosters and cases files share it.
  public static let largestInput = 256 << 20

  public let source: Source
  /// The most bytes this repository reads.
  public let limit: Int

  public init(_ source: Source) {
    self.init(source, limit: Self.largestInput)
  }

  /// A repository that reads at most `limit` bytes.
  public init(_ source: Source, limit: Int) {
    self.source = source
    self.limit = limit
  }

  /// The input's name in messages: the path as given, or `standard input`.
  public var sourceName: String? {
    switch source {
    case .file(let path): path.description
    case .standardInput: "standard input"
    case .bytes(_, let name): name
    }
  }

  public func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    do {
      return try await records()
    } catch {
      throw error.rosterError
    }
  }

  /// The records, or why the input cannot be opened, read or decoded: the failure's kind
  /// says `kata`'s exit status.
  public func records() async throws(RosterFileError) -> [PlayerRecord] {
    do {
      return try Self.decode(try readBytes())
    } catch {
      throw error.from(sourceName)
    }
  }

  /// The source's bytes, read to the end, undecoded; or why they cannot be opened or read.
  ///
  /// `kata check` reads its cases files through this too, so that every file `kata` opens
  /// fails the same way, with the same words, and within the same limit.
  public func bytes() throws(RosterFileError) -> [UInt8] {
    do {
      return try readBytes()
    } catch {
      throw error.from(sourceName)
    }
  }

  private func readBytes() throws(RosterFileError) -> [UInt8] {
    let input: BoundedInput.Source
    switch source {
    case .bytes(let bytes, _): return bytes
    case .standardInput: input = .standardInput
    case .file(let path): input = .file(path)
    }
    do {
      return try BoundedInput.bytes(of: input, limit: limit)
    } catch {
      switch error.kind {
      case .cannotOpen: throw RosterFileError(.cannotOpen, reason: error.reason)
      case .cannotRead: throw RosterFileError(.cannotRead, reason: error.reason)
      case .tooLarge: throw RosterFileError(.badData, reason: error.reason)
      }
    }
  }
}
