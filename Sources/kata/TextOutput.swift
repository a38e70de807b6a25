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
final class TextOutput {
  private let descriptor: Int32
  private let name: String
  private var buffer: [UInt8] = []

  /// Standard output.
  static func standardOutput() -> TextOutput { TextOutput(descriptor: 1, name: "standard output") }
  /// Standard error.
  static func standardError() -> TextOutput { TextOutput(descriptor: 2, name: "standard error") }

  /// Output kept in memory, for ``collected``: what a report would print, as one text.
  static func collecting() -> TextOutput { TextOutput(descriptor: -1, name: "memory") }

  /// Everything written so far, when collecting.
  var collected: String { String(decoding: buffer, as: UTF8.self) }

  init(descriptor: Int32, name: String) {
    self.descriptor = descriptor
    self.name = name
    buffer.reserveCapacity(Self.flushThreshold)
  }

  private static let flushThreshold = 1 << 16

  /// Appends `text`, flushing once a good amount has gathered.
  func write(_ text: String) throws(KataError) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.flushThreshold && descriptor >= 0 {
      try flush()
    }
  }

  /// Writes out everything gathered so far.
  func flush() throws(KataError) {
    guard descriptor >= 0 else { return }
    var written = 0
    while written < buffer.count {
      let result = buffer.withUnsafeBytes { bytes in
        // `written < buffer.count`, so the buffer is not empty and has a base address.
        systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        buffer.removeAll(keepingCapacity: true)
        throw .io("cannot write to \(name): \(reason)")
      }
      written += result
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// `write(2)`, under a name that the method ``TextOutput/write(_:)`` does not shadow.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
