#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads an input to its end, within a limit: a file, standard input. The system plumbing
/// under every input `kata` reads, so that every one fails the same way, with the same words,
/// and within the same limit; the Model's repository asks it for bytes and decodes them.
public enum BoundedInput {
  /// Where the bytes come from.
  public enum Source: Sendable, Equatable {
    /// A file at a path.
    case file(FilePath)
    /// Standard input, read to its end.
    case standardInput
  }

  /// Why an input could not be read.
  public struct Problem: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      /// It cannot be opened: no such file, a directory, no permission.
      case cannotOpen
      /// It was opened, and reading it failed.
      case cannotRead
      /// It is over the limit, or over what the address space leaves.
      case tooLarge
    }

    public let kind: Kind
    /// What is wrong, as a message says it: `cannot be opened (No such file or directory)`.
    public let reason: String
  }

  /// Everything `source` holds, up to `limit` bytes, and no more than the address space limit
  /// leaves room for (see ``AddressSpace``).
  public static func bytes(of source: Source, limit: Int) throws(Problem) -> [UInt8] {
    switch source {
    case .standardInput: return try readAll(from: 0, name: nil, limit: limit)
    case .file(let path):
      let descriptor = path.withCString { name in name.map { open($0, O_RDONLY | O_CLOEXEC) } ?? -2 }
      guard descriptor >= 0 else {
        let reason = descriptor == -2 ? "a path cannot hold a NUL byte" : systemError()
        throw Problem(kind: .cannotOpen, reason: "cannot be opened (\(reason))")
      }
      defer { close(descriptor) }
      return try readAll(from: descriptor, name: path, limit: limit)
    }
  }

  /// Everything `descriptor` holds, up to ``limit`` bytes, and no more than the address space
  /// limit leaves room for (see ``AddressSpace``). A file named `path` that is a directory
  /// cannot be opened as an input.
  ///
  /// `read(2)` writes the bytes where they stay: into one piece the size of a regular file,
  /// or into pieces of a mebibyte, joined once at the end. An array that grew as it read
  /// would copy what it holds at each doubling, and an input that never ends (`/dev/zero`) is
  /// read all the way to the limit before it is refused.
  private static func readAll(from descriptor: Int32, name path: FilePath?, limit: Int) throws(Problem)
    -> [UInt8]
  {
    let affordable = AddressSpace.affordableInput().map { min($0, limit) } ?? limit
    var size: Int?
    var status = stat()
    if fstat(descriptor, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR where path != nil:
        throw Problem(kind: .cannotOpen, reason: "cannot be opened (it is a directory)")
      case S_IFREG:
        // A regular file tells its size: refuse a big one before reading it, and read a
        // small one into a piece of the right size (and a byte more, to find its end).
        guard status.st_size <= affordable else { throw tooLarge(affordable, limit: limit) }
        size = Int(status.st_size) + 1
      default: break
      }
    }
    var pieces: [[UInt8]] = []
    var total = 0
    var ended = false
    var failure: Int32?
    while !ended {
      // No more than one byte past what may be read: past it, the input is refused.
      let capacity = min(pieces.isEmpty ? (size ?? Self.pieceSize) : Self.pieceSize, affordable - total + 1)
      let piece = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        count = Self.fill(buffer, from: descriptor, ended: &ended, failure: &failure)
      }
      total += piece.count
      guard total <= affordable else { throw tooLarge(affordable, limit: limit) }
      if let failure {
        throw Problem(kind: .cannotRead, reason: "cannot be read (\(systemError(failure)))")
      }
      if !piece.isEmpty { pieces.append(piece) }
    }
    if pieces.count <= 1 { return pieces.first ?? [] }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(total)
    for index in pieces.indices {
      bytes.append(contentsOf: pieces[index])
      pieces[index] = []
    }
    return bytes
  }

  /// Reads from `descriptor` into `buffer` until it is full, the input ends (`ended`) or
  /// reading fails (`failure`, the `errno`); returns how many bytes it read.
  private static func fill(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, ended: inout Bool,
    failure: inout Int32?
  ) -> Int {
    guard let start = buffer.baseAddress else {
      ended = true
      return 0
    }
    var count = 0
    while count < buffer.count && !ended && failure == nil {
      let got = read(descriptor, start + count, buffer.count - count)
      if got > 0 {
        count += got
      } else if got == 0 {
        ended = true
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // A non-blocking input with nothing yet: wait for it, as a blocking one would.
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        failure = errno
      }
    }
    return count
  }

  /// How much one `read(2)` is offered of an input that does not tell its size.
  private static let pieceSize = 1 << 20

  /// The input is over `affordable` bytes: the limit, or what the address space leaves.
  private static func tooLarge(_ affordable: Int, limit: Int) -> Problem {
    guard affordable < limit, let why = AddressSpace.reason(for: "input") else {
      return Problem(
        kind: .tooLarge, reason: "more than \(limit >> 20) MiB, the most kata reads from one input")
    }
    return Problem(kind: .tooLarge, reason: "more than \(mebibytes(affordable)), \(why)")
  }

  /// `bytes` in whole mebibytes, rounded down: `12 MiB`.
  private static func mebibytes(_ bytes: Int) -> String {
    "\(bytes >> 20) MiB"
  }

  private static func systemError(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}
