/// One command-line argument as the system passed it: bytes, which need not be UTF-8.
///
/// Arguments stay bytes until a command knows what they are. The parser splits
/// `--name=value` at the first `=` byte, so a value that begins with a combining mark
/// (which would join the `=` into one `Character`) still splits; a file name stays bytes
/// until it is opened, so a name that is not UTF-8 still opens; and text options decode
/// the bytes, with U+FFFD for any that are not UTF-8, as standard input does.
public struct Argument: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  let bytes: [UInt8]

  init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The argument that `text` spells in UTF-8.
  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The argument at `pointer`, a C string from `argv`.
  init(cString pointer: UnsafePointer<CChar>) {
    var length = 0
    while pointer[length] != 0 { length += 1 }
    bytes = Array(UnsafeRawBufferPointer(start: pointer, count: length))
  }

  /// The argument as text: bytes that are not UTF-8 become U+FFFD.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  public var description: String { text }

  /// Whether the argument begins with `prefix`.
  func hasPrefix(_ prefix: String) -> Bool {
    bytes.starts(with: prefix.utf8)
  }

  /// Every argument of this process, after the program's name.
  public static func processArguments() -> [Argument] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { Argument(cString: $0) }
    }
  }
}
