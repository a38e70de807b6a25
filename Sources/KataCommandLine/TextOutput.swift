import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered text output to a file descriptor: standard output or standard error.
///
/// Writes gather in a buffer and go out in large `write(2)` calls, so a million result lines
/// do not cost a million system calls. Whoever streams calls ``flush()`` before waiting for
/// more input, so results still appear as soon as their input line arrives.
///
/// It is `Sendable`, its buffer behind a lock, so that a trace can go out as each message is
/// recorded, from whichever thread records it, instead of being kept to the end.
public final class TextOutput: Sendable {
  private let descriptor: Int32
  private let name: String
  private let buffer: Mutex<[UInt8]>

  /// Standard output.
  public static func standardOutput() -> TextOutput { TextOutput(descriptor: 1, name: "standard output") }
  /// Standard error.
  public static func standardError() -> TextOutput { TextOutput(descriptor: 2, name: "standard error") }

  /// Output kept in memory, for ``collected``: what a report would print, as one text.
  static func collecting() -> TextOutput { TextOutput(descriptor: -1, name: "memory") }

  /// Everything written so far, when collecting.
  var collected: String { buffer.withLock { String(decoding: $0, as: UTF8.self) } }

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.flushThreshold)
    buffer = Mutex(bytes)
  }

  private static let flushThreshold = 1 << 16

  /// Appends `text`, flushing once a good amount has gathered.
  func write(_ text: String) throws(KataError) {
    try buffer.withLock { (bytes: inout [UInt8]) throws(KataError) in
      bytes.append(contentsOf: text.utf8)
      if bytes.count >= Self.flushThreshold && descriptor >= 0 {
        try send(&bytes)
      }
    }
  }

  /// Writes out everything gathered so far.
  func flush() throws(KataError) {
    try buffer.withLock { (bytes: inout [UInt8]) throws(KataError) in try send(&bytes) }
  }

  /// Writes `bytes` out and empties them. An output that is not ready (a non-blocking pipe
  /// whose reader is slow) is waited for, as a blocking one would be.
  private func send(_ bytes: inout [UInt8]) throws(KataError) {
    guard descriptor >= 0 else { return }
    defer { bytes.removeAll(keepingCapacity: true) }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        // `written < bytes.count`, so the buffer is not empty and has a base address.
        systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if result >= 0 {
        written += result
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        throw .io("cannot write to \(name): \(String(cString: strerror(errno)))")
      }
    }
  }
}

/// `write(2)`, under a name that the method ``TextOutput/write(_:)`` does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
