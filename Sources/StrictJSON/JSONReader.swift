/// Reads JSON text strictly, as RFC 8259 writes it, one value at a time and without building
/// a tree.
///
/// A roster of a million records is read straight into records, so memory holds the text
/// and the records and nothing in between. What the reader refuses, `JSONDecoder` accepts:
/// a trailing comma, and numbers it can only read through `Double` (`70.000000000000001`
/// is 70 there). Here every number keeps its text (``JSONNumber``), so whoever wants an
/// integer decides exactly. Other refusals: bytes that are not UTF-8, a control character
/// inside a string, a lone surrogate, a leading zero, `NaN`, text after the value, and
/// lists or objects nested deeper than ``deepestNesting``. A UTF-8 byte order mark at the
/// start is skipped, as RFC 8259 allows.
///
/// Each error is a ``JSONSyntaxError`` that says, in plain words, where (line and column)
/// and what was found instead of what.
public struct JSONReader {
  /// How deep lists and objects may nest: deeper text is refused, so that no input can
  /// exhaust the stack.
  public static let deepestNesting = 512

  /// What the next value is, from its first byte.
  public enum Kind: Sendable, Equatable {
    case object, array, string, number, boolean, null
  }

  private let bytes: [UInt8]
  private var position: Int
  private var depth = 0

  /// A reader at the start of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// Reads `bytes` as one JSON text that should be a list, calling `element` for each of
  /// its elements (as ``readArray(_:)`` does). Returns nil when it was a list; otherwise
  /// what it was instead, checked (`element` is then never called).
  public static func readList(_ bytes: [UInt8], element: (inout JSONReader) throws(JSONSyntaxError) -> Void)
    throws(JSONSyntaxError) -> JSONValue?
  {
    var reader = JSONReader(bytes)
    var found: JSONValue?
    if try reader.nextKind() == .array {
      try reader.readArray(element)
    } else {
      found = try reader.readValue()
    }
    try reader.finish()
    return found
  }

  /// The kind of the next value, without reading it.
  public mutating func nextKind() throws(JSONSyntaxError) -> Kind {
    skipWhitespace()
    guard position < bytes.count else { throw unexpected(where: "a value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    default: throw unexpected(where: "a value")
    }
  }

  /// Reads a list, calling `element` once for each element.
  ///
  /// `element` reads the element with any of the reader's methods; an element it leaves
  /// unread is skipped (and still checked).
  public mutating func readArray(_ element: (inout JSONReader) throws(JSONSyntaxError) -> Void)
    throws(JSONSyntaxError)
  {
    guard try open(.array) else { return }
    repeat {
      let start = position
      try element(&self)
      if position == start { try skipValue() }
    } while try next(in: .array)
  }

  /// Reads an object, calling `member` once for each member with its name.
  ///
  /// `member` reads the member's value with any of the reader's methods; a value it leaves
  /// unread is skipped (and still checked). Names are given as they come, repeats included.
  public mutating func readObject(_ member: (inout JSONReader, String) throws(JSONSyntaxError) -> Void)
    throws(JSONSyntaxError)
  {
    guard try open(.object) else { return }
    repeat {
      let name = try readName()
      let start = position
      try member(&self, name)
      if position == start { try skipValue() }
    } while try next(in: .object)
  }

  /// Reads the next value: a string, a number or a literal as it is; a list or an object is
  /// checked and skipped, and only its kind returned.
  public mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
    switch try nextKind() {
    case .object:
      try skipValue()
      return .object
    case .array:
      try skipValue()
      return .array
    case .string: return .string(try readStringToken())
    case .number: return .number(try readNumberToken())
    case .boolean, .null: return try readLiteral()
    }
  }

  /// Reads the next value, checked, as the exact text that writes it.
  public mutating func readText() throws(JSONSyntaxError) -> JSONText {
    skipWhitespace()
    let start = position
    try skipValue()
    return JSONText(bytes: Array(bytes[start..<position]))
  }

  /// Reads past the next value, checking it.
  ///
  /// It keeps a list of the open lists and objects instead of calling itself, so that deep
  /// nesting costs no stack: a thread's stack may be as small as 512 KiB.
  public mutating func skipValue() throws(JSONSyntaxError) {
    var open: [Kind] = []
    repeat {
      let kind = try nextKind()
      switch kind {
      case .array, .object:
        if try self.open(kind) {
          open.append(kind)
          if kind == .object { _ = try readName() }
          continue
        }
      case .string: _ = try readStringToken()
      case .number: _ = try readNumberToken()
      case .boolean, .null: _ = try readLiteral()
      }
      // After a value: close what ends here, up to the next element or member.
      while let container = open.last {
        if try next(in: container) {
          if container == .object { _ = try readName() }
          break
        }
        open.removeLast()
      }
    } while !open.isEmpty
  }

  /// Checks that nothing but whitespace follows the value read.
  public mutating func finish() throws(JSONSyntaxError) {
    skipWhitespace()
    guard position == bytes.count else { throw unexpected(where: "the end, after the JSON value") }
  }

  // MARK: - Tokens

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private func at(_ byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }

  /// Reads the `[` or `{` that opens a list or an object; whether anything is inside it
  /// (if not, it has been read to its end).
  private mutating func open(_ kind: Kind) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard at(kind == .array ? UInt8(ascii: "[") : UInt8(ascii: "{")) else {
      throw unexpected(where: kind == .array ? "a list" : "an object")
    }
    guard depth < Self.deepestNesting else {
      throw error("lists and objects nested more than \(Self.deepestNesting) deep")
    }
    depth += 1
    position += 1
    skipWhitespace()
    if at(kind == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")) {
      depth -= 1
      position += 1
      return false
    }
    return true
  }

  /// After an element or a member: reads the `,` before the next one (and says so), or
  /// the `]` or `}` that closes the list or object.
  private mutating func next(in kind: Kind) throws(JSONSyntaxError) -> Bool {
    let closing = kind == .array ? UInt8(ascii: "]") : UInt8(ascii: "}")
    skipWhitespace()
    if at(closing) {
      depth -= 1
      position += 1
      return false
    }
    guard at(UInt8(ascii: ",")) else {
      throw unexpected(
        where: kind == .array ? "',' or ']' after a list element" : "',' or '}' after a member")
    }
    let comma = position
    position += 1
    skipWhitespace()
    if at(closing) {
      throw error(
        "a comma before \(Self.describe(byte: closing, escaped: false)) (JSON allows no trailing comma)",
        at: comma)
    }
    return true
  }

  /// A member's name and the `:` after it.
  private mutating func readName() throws(JSONSyntaxError) -> String {
    skipWhitespace()
    guard at(UInt8(ascii: "\"")) else { throw unexpected(where: "a name in double quotes") }
    let name = try readStringToken()
    skipWhitespace()
    guard at(UInt8(ascii: ":")) else { throw unexpected(where: "':' after the name \(quoted(name))") }
    position += 1
    return name
  }

  private mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
    let word = bytes[position...].prefix(while: Self.isWordByte)
    let value: JSONValue
    switch String(decoding: word, as: UTF8.self) {
    case "true": value = .bool(true)
    case "false": value = .bool(false)
    case "null": value = .null
    default: throw unexpected(where: "a value")
    }
    position = word.endIndex
    return value
  }

  private mutating func readNumberToken() throws(JSONSyntaxError) -> JSONNumber {
    let start = position
    if at(UInt8(ascii: "-")) { position += 1 }
    if at(UInt8(ascii: "0")) {
      position += 1
      if position < bytes.count && Self.isDigit(bytes[position]) {
        throw error("a number that starts with 0 and another digit (write 7, not 07)", at: start)
      }
    } else {
      guard skipDigits() else { throw unexpected(where: "a digit") }
    }
    if at(UInt8(ascii: ".")) {
      position += 1
      guard skipDigits() else { throw unexpected(where: "a digit after the decimal point") }
    }
    if at(UInt8(ascii: "e")) || at(UInt8(ascii: "E")) {
      position += 1
      if at(UInt8(ascii: "+")) || at(UInt8(ascii: "-")) { position += 1 }
      guard skipDigits() else { throw unexpected(where: "a digit in the exponent") }
    }
    return JSONNumber(text: String(decoding: bytes[start..<position], as: UTF8.self))
  }

  /// Skips a run of digits; whether there was one.
  private mutating func skipDigits() -> Bool {
    let start = position
    while position < bytes.count && Self.isDigit(bytes[position]) { position += 1 }
    return position > start
  }

  private mutating func readStringToken() throws(JSONSyntaxError) -> String {
    let start = position + 1
    var index = start
    var isASCII = true
    while true {
      guard index < bytes.count else {
        throw error("the text ends inside a string that starts here", at: position)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") { return try readEscapedString(from: start) }
      if byte < 0x20 { throw controlCharacter(byte, at: index) }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    position = index + 1
    let utf8 = bytes[start..<index]
    if isASCII { return String(decoding: utf8, as: UTF8.self) }
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw error("a string holds bytes that are not UTF-8", at: start + Self.firstInvalidUTF8(in: utf8))
    }
    return text
  }

  /// A string with escapes: its UTF-8 gathered byte by byte.
  private mutating func readEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    var utf8: [UInt8] = []
    var index = start
    while true {
      guard index < bytes.count else {
        throw error("the text ends inside a string that starts here", at: start - 1)
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        position = index + 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw error("a string holds bytes that are not UTF-8", at: start - 1)
        }
        return text
      case UInt8(ascii: "\\"):
        index = try unescape(at: index, into: &utf8)
      case ..<0x20:
        throw controlCharacter(byte, at: index)
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// Appends the scalar that the escape at `index` writes; returns where the escape ends.
  private func unescape(at index: Int, into utf8: inout [UInt8]) throws(JSONSyntaxError) -> Int {
    guard index + 1 < bytes.count else { throw error("the text ends inside an escape", at: index) }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
      UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    let letter = bytes[index + 1]
    if let byte = simple[letter] {
      utf8.append(byte)
      return index + 2
    }
    guard letter == UInt8(ascii: "u") else {
      throw error("an unknown escape \(Self.describe(byte: letter, escaped: true)) in a string", at: index)
    }
    let unit = try hexUnit(at: index)
    var scalarValue = UInt32(unit)
    var end = index + 6
    switch unit {
    case 0xD800...0xDBFF:
      var low: UInt16 = 0
      if bytes[end...].starts(with: "\\u".utf8) { low = try hexUnit(at: end) }
      guard (0xDC00...0xDFFF).contains(low) else {
        throw error(
          "a lone surrogate \\u\(Self.hex(unit)) in a string (it is not a Unicode scalar)", at: index)
      }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      end += 6
    case 0xDC00...0xDFFF:
      throw error("a lone surrogate \\u\(Self.hex(unit)) in a string (it is not a Unicode scalar)", at: index)
    default:
      break
    }
    // Surrogates are handled above, so the value is always a scalar.
    if let scalar = Unicode.Scalar(scalarValue) { utf8.append(contentsOf: scalar.utf8) }
    return end
  }

  /// The four hexadecimal digits of the `\u` escape at `index`.
  private func hexUnit(at index: Int) throws(JSONSyntaxError) -> UInt16 {
    var unit: UInt16 = 0
    for offset in 2..<6 {
      guard index + offset < bytes.count, let digit = Self.hexDigit(bytes[index + offset]) else {
        throw error("\\u needs four hexadecimal digits", at: index)
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  // MARK: - Errors

  private func error(_ problem: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(problem: problem, in: bytes, at: offset ?? position)
  }

  /// `found X where Y should be`, for the byte at the current position.
  private func unexpected(where expected: String) -> JSONSyntaxError {
    error("found \(foundHere()) where \(expected) should be")
  }

  private func controlCharacter(_ byte: UInt8, at index: Int) -> JSONSyntaxError {
    let escapes: [UInt8: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
    let written = escapes[byte] ?? "\\u\(Self.hex(UInt16(byte)))"
    return error(
      "a control character (U+\(Self.hex(UInt16(byte)))) inside a string: write it as \(written)", at: index)
  }

  /// What is at the current position, as a message names it: `'}'`, `'nope'`, `the end of the text`.
  private func foundHere() -> String {
    guard position < bytes.count else { return "the end of the text" }
    let byte = bytes[position]
    if Self.isWordByte(byte) {
      let word = bytes[position...].prefix(while: Self.isWordByte).prefix(24)
      return "'\(String(decoding: word, as: UTF8.self))'"
    }
    if byte >= 0x80 {
      var iterator = bytes[position...].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      if case .valid(let encoded) = parser.parseScalar(from: &iterator) {
        let scalar = UTF8.decode(encoded)
        return scalar.properties.generalCategory == .control
          ? "a control character (U+\(Self.hex(UInt16(truncatingIfNeeded: scalar.value))))"
          : "'\(scalar)'"
      }
    }
    return Self.describe(byte: byte, escaped: false)
  }

  private static func describe(byte: UInt8, escaped: Bool) -> String {
    let prefix = escaped ? "\\" : ""
    switch byte {
    case 0x21...0x7E: return "'\(prefix)\(Character(Unicode.Scalar(byte)))'"
    case 0x20: return "a space"
    case ..<0x20, 0x7F: return "a control character (U+\(hex(UInt16(byte))))"
    default: return "the byte 0x\(String(byte, radix: 16, uppercase: true)), which is not UTF-8"
    }
  }

  private func quoted(_ name: String) -> String {
    name.count > 40 ? String(name.prefix(39)).debugDescription.dropLast() + "…\"" : name.debugDescription
  }

  // MARK: - Bytes

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// The offset of the first byte in `utf8` that does not belong to a valid UTF-8 scalar.
  private static func firstInvalidUTF8(in utf8: ArraySlice<UInt8>) -> Int {
    var iterator = utf8.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .error: return offset
      case .emptyInput: return offset
      }
    }
  }
}
