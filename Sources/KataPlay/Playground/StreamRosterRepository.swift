import BoundedInput
import RosterFiles
import ScoreBoard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A roster on a pipe or a FIFO (`kata play --screen scores <(cat roster.json)`): read once,
/// to its end, the first time a list loads, and kept, so that every reload shows the same
/// roster (a stream cannot be read again).
///
/// The read never blocks a thread: the descriptor is non-blocking, and while nothing is ready
/// the read sleeps a little and looks again. The screen answers keys meanwhile, Esc included,
/// however long a FIFO waits for its writer. Opening is non-blocking too (``open(_:)``), so
/// that checking the file up front neither waits for a writer nor consumes a byte.
public final class StreamRosterRepository: PlayerRepository {
  /// What ``open(_:)`` found at a path.
  public enum Opened {
    /// A regular file (or a directory, which reading reports): it can be read again, so it is
    /// read again on each reload.
    case file
    /// A pipe, a FIFO or a device: a stream, read once and kept.
    case stream(StreamRosterRepository)
  }

  private let keeper: Keeper
  private let name: String

  private init(descriptor: Int32, name: String) {
    keeper = Keeper(descriptor: descriptor, name: name)
    self.name = name
  }

  /// Opens `path` without waiting (a FIFO's writer may not have come yet) and without reading.
  public static func open(_ path: FilePath) throws(RosterFileError) -> Opened {
    guard !path.bytes.contains(0) else {
      throw RosterFileError(
        .cannotOpen, source: path.description, reason: "cannot be opened (a path cannot hold a NUL byte)")
    }
    let descriptor = systemOpen(path.bytes + [0], O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw RosterFileError(
        .cannotOpen, source: path.description, reason: "cannot be opened (\(Self.systemError()))")
    }
    var status = stat()
    let kind = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : S_IFREG
    guard kind != S_IFREG && kind != S_IFDIR else {
      close(descriptor)
      return .file
    }
    return .stream(StreamRosterRepository(descriptor: descriptor, name: path.description))
  }

  public func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
    do {
      return try await records()
    } catch {
      throw error.rosterError
    }
  }

  /// The records, or why the stream cannot be read or decoded.
  public func records() async throws(RosterFileError) -> [PlayerRecord] {
    let bytes = try await keeper.bytes().get()
    return try await JSONRosterRepository(.bytes(bytes, name: name)).records()
  }

  fileprivate static func systemError() -> String {
    String(cString: strerror(errno))
  }
}

/// Reads the stream once, for every load that asks, and keeps what it read (or why it failed).
private actor Keeper {
  private let descriptor: Int32
  private let name: String
  private var reading: Task<Result<[UInt8], RosterFileError>, Never>?

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
  }

  /// The stream's bytes: read by the first call, kept for every later one.
  func bytes() async -> Result<[UInt8], RosterFileError> {
    if let reading { return await reading.value }
    let (descriptor, name) = (descriptor, name)
    // Not a child of the load that asked: a reload cancels that load, and this read goes on
    // for the next one.
    let reading = Task.detached { await Self.readAll(descriptor, name: name) }
    self.reading = reading
    return await reading.value
  }

  private static func readAll(_ descriptor: Int32, name: String) async -> Result<[UInt8], RosterFileError> {
    defer { close(descriptor) }
    let limit = JSONRosterRepository.largestInput
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        guard bytes.count + count <= limit else {
          return .failure(
            RosterFileError(
              .badData, source: name,
              reason: "more than \(limit >> 20) MiB, the most kata reads from one input"))
        }
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        // A FIFO with no writer yet reads as ended: wait for one (poll sees it come and go).
        guard hasHadWriter(descriptor) else {
          try? await Task.sleep(for: .milliseconds(20))
          continue
        }
        return .success(bytes)
      } else if errno == EAGAIN || errno == EINTR {
        try? await Task.sleep(for: .milliseconds(20))
      } else {
        return .failure(
          RosterFileError(
            .cannotRead, source: name, reason: "cannot be read (\(StreamRosterRepository.systemError()))"))
      }
    }
  }

  /// Whether the stream has had a writer: poll reports input or a hang-up only once one came.
  private static func hasHadWriter(_ descriptor: Int32) -> Bool {
    var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&watched, 1, 0) > 0
  }
}

/// `open(2)` of a NUL-terminated path, under a name that ``StreamRosterRepository/open(_:)``
/// does not shadow.
private func systemOpen(_ path: [UInt8], _ flags: Int32) -> Int32 {
  path.withUnsafeBufferPointer { buffer in
    buffer.withMemoryRebound(to: CChar.self) { name in
      // The path holds at least its terminating NUL, so the buffer has a base address.
      open(name.baseAddress!, flags)
    }
  }
}
