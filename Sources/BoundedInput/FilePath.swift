/// A file's path as the system passes it: bytes, which need not be UTF-8.
///
/// A Linux file name may hold any byte but NUL and `/`, so `café.json` written in Latin-1
/// is a name no `String` holds. The path stays bytes until `open(2)`; only messages show it
/// as text.
public struct FilePath: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The path's bytes, without a terminating NUL.
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The path that `text` spells in UTF-8.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The path as messages show it: bytes that are not UTF-8 become U+FFFD.
  public var description: String { String(decoding: bytes, as: UTF8.self) }

  /// Calls `body` with the path as a C string, or with nil when the path holds a NUL (the
  /// system would read it as a shorter path).
  func withCString<Result>(_ body: (UnsafePointer<CChar>?) -> Result) -> Result {
    guard !bytes.contains(0) else { return body(nil) }
    return (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress) }
    }
  }
}
