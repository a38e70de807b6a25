import BoundedInput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor line by line, holding only the line being read.
///
/// Memory stays flat however many lines arrive, and a single 15 MB line is gathered in one
/// growing buffer (amortised linear, no quadratic rescans: the search for the newline
/// resumes where it stopped). Lines end at `\n` or `\r\n`, which are dropped, as
/// `readLine()` drops them; bytes that are not UTF-8 become U+FFFD.
///
/// A line longer than ``longestLine`` is refused with exit status 65 as soon as the reader
/// has that much of it, so that an input with no newline (`/dev/zero`) ends with a message,
/// not with memory exhausted. Under an address space limit (`ulimit -v`), so is a line longer
/// than what the limit leaves room for (see ``AddressSpace``): Swift ends a process that fails
/// to allocate, and a line costs its buffer, the buffer's growth and the text made of it.
final class LineReader {
  /// The longest line read by default: 256 MiB.
  static let longestLine = 256 << 20
  /// The longest line this reader reads: the limit it was given, or less under `ulimit -v`.
  private let limit: Int
  /// Why a longer line is refused, when the address space limit is what sets ``limit``.
  private let addressSpaceReason: String?

  private let descriptor: Int32
  private let name: String
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`.
  private var lineStart = 0
  /// Where the search for the next newline resumes.
  private var searchFrom = 0
  private var reachedEnd = false
  /// The number of the line being read, counting from 1.
  private var lineNumber = 1
  private var chunk = [UInt8](repeating: 0, count: chunkSize)
  /// How much one `read(2)` is offered.
  private static let chunkSize = 1 << 18
  /// How many bytes the newline searches have looked at: once each, however the input arrives.
  private(set) var bytesSearched = 0

  init(descriptor: Int32, name: String, limit: Int = longestLine) {
    self.descriptor = descriptor
    self.name = name
    if let affordable = AddressSpace.affordableInput(), affordable < limit {
      self.limit = affordable
      addressSpaceReason = AddressSpace.reason(for: "line")
    } else {
      self.limit = limit
      addressSpaceReason = nil
    }
    // A regular file tells its size: room for a long line up front spares the buffer its
    // doublings (each a copy and fresh page faults). Capped, so that a huge file of short
    // lines asks for no more than this, nor for more than the longest line and one read past
    // it (under `ulimit -v`, what would not fit is refused, not reserved).
    var status = stat()
    if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG {
      buffer.reserveCapacity(
        min(Int(clamping: status.st_size) + 1, Self.largestReservation, self.limit + Self.chunkSize))
    }
  }

  private static let largestReservation = 64 << 20

  /// Standard input.
  static func standardInput() -> LineReader { LineReader(descriptor: 0, name: "standard input") }

  /// The next line, or `nil` at the end of the input.
  ///
  /// `beforeWaiting` runs before each `read(2)` that may block, so the caller can flush
  /// the results of the lines it already has.
  func nextLine(beforeWaiting: () throws(KataError) -> Void) throws(KataError) -> String? {
    try line(readingMore: true, beforeWaiting: beforeWaiting)
  }

  /// The next line if the reader holds all of it already, with no `read(2)`; otherwise `nil`.
  func bufferedLine() throws(KataError) -> String? {
    try line(readingMore: false) {}
  }

  private func line(
    readingMore: Bool, beforeWaiting: () throws(KataError) -> Void
  ) throws(KataError) -> String? {
    while true {
      if let newline = firstNewline() {
        try checkLength(newline - lineStart)
        lineNumber += 1
        var end = newline
        if end > lineStart && buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = String(decoding: buffer[lineStart..<end], as: UTF8.self)
        lineStart = newline + 1
        searchFrom = lineStart
        return line
      }
      if reachedEnd {
        guard lineStart < buffer.count else { return nil }
        try checkLength(buffer.count - lineStart)
        let line = String(decoding: buffer[lineStart...], as: UTF8.self)
        lineStart = buffer.count
        return line
      }
      searchFrom = buffer.count
      try checkLength(buffer.count - lineStart)
      guard readingMore else { return nil }
      try beforeWaiting()
      try readChunk()
    }
  }

  /// Refuses the line being read once it holds more than ``limit`` bytes.
  private func checkLength(_ length: Int) throws(KataError) {
    guard length > limit else { return }
    throw .data(
      "\(name): line \(lineNumber) is longer than \(limit >> 20) MiB, "
        + (addressSpaceReason ?? "the longest line kata reads"),
      hint: "Each line is one input; see 'kata calc --help' for the limits.")
  }

  /// The index of the first `\n` at or after `searchFrom`, found with `memchr`.
  private func firstNewline() -> Int? {
    let found: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress, searchFrom < bytes.count,
        let found = memchr(base + searchFrom, Int32(UInt8(ascii: "\n")), bytes.count - searchFrom)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    bytesSearched += (found.map { $0 + 1 } ?? buffer.count) - min(searchFrom, buffer.count)
    return found
  }

  /// Reads the next chunk of input onto the end of the buffer, first dropping the lines
  /// already returned.
  private func readChunk() throws(KataError) {
    if lineStart > 0 {
      buffer.removeSubrange(..<lineStart)
      searchFrom -= lineStart
      lineStart = 0
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
        return
      }
      if count == 0 {
        reachedEnd = true
        return
      }
      if errno == EAGAIN || errno == EWOULDBLOCK {
        // A non-blocking input with nothing yet: wait for it, as a blocking one would.
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        throw .io("cannot read \(name): \(String(cString: strerror(errno)))")
      }
    }
  }
}

/// `read(2)`.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
