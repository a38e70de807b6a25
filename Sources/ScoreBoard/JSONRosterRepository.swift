#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads player records from a JSON roster: a file, standard input, or bytes in memory.
///
/// A roster is a JSON array of `{"firstName": …, "lastName": …, "score": …}` objects. This
/// repository only decodes; whether a record makes a valid player is ``RepositoryScoreService``'s call.
public struct JSONRosterRepository: PlayerRepository {
  /// Where the roster's bytes come from.
  public enum Source: Sendable, Equatable {
    /// A file at a path.
    case file(String)
    /// Standard input, read to its end.
    case standardInput
    /// Bytes already in memory, under a name for error messages (or none).
    case bytes([UInt8], name: String?)
  }

  public let source: Source

  public init(_ source: Source) {
    self.source = source
  }

  /// The input's name in messages: the path as given, or `standard input`.
  public var sourceName: String? {
    switch source {
    case .file(let path): path
    case .standardInput: "standard input"
    case .bytes(_, let name): name
    }
  }

  public func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    do {
      return try Self.decode(try readBytes())
    } catch {
      throw error.from(sourceName)
    }
  }

  /// The source's bytes, read to the end, undecoded; or why they cannot be opened or read.
  ///
  /// `kata check` reads its cases files through this too, so that every file `kata` opens
  /// fails the same way, with the same words.
  public func bytes() throws(RosterError) -> [UInt8] {
    do {
      return try readBytes()
    } catch {
      throw error.from(sourceName)
    }
  }

  private func readBytes() throws(RosterError) -> [UInt8] {
    switch source {
    case .bytes(let bytes, _): return bytes
    case .standardInput: return try Self.readAll(from: 0)
    case .file(let path):
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else {
        throw RosterError(.cannotOpen, reason: "cannot be opened (\(Self.systemError()))")
      }
      defer { close(descriptor) }
      var status = stat()
      if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
        throw RosterError(.cannotOpen, reason: "cannot be opened (it is a directory)")
      }
      return try Self.readAll(from: descriptor)
    }
  }

  private static func readAll(from descriptor: Int32) throws(RosterError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw RosterError(.cannotRead, reason: "cannot be read (\(systemError()))")
      }
    }
  }

  private static func systemError() -> String {
    String(cString: strerror(errno))
  }
}
