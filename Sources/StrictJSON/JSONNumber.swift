/// A JSON number, kept as the text that wrote it.
///
/// Nothing goes through `Double`, so nothing is rounded: `70.000000000000001` is not 70, and
/// `9223372036854775807` is exactly `Int.max`. Whoever needs an integer asks ``intValue``,
/// and when there is none, ``integerProblem`` says why in plain words.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number's text, as JSON's grammar wrote it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  public let text: String

  /// A number written as `text`, which must follow JSON's grammar (``JSONReader`` makes sure).
  public init(text: String) {
    self.text = text
  }

  public var description: String { text }

  /// The integer, when the text writes one as an integer (`-?(0|[1-9][0-9]*)`: no fraction,
  /// no exponent) and it fits `Int`.
  public var intValue: Int? {
    guard !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 | 0x20 == UInt8(ascii: "e") }) else {
      return nil
    }
    // The grammar leaves `Int.init` only its overflow to refuse.
    return Int(text)
  }

  /// Why ``intValue`` is nil, as a phrase that follows the number's name: `40.5, which is not
  /// an integer`, `1e400, which does not fit Int`, `1e2, an integer written with an exponent:
  /// write 100`. Nil when there is an integer.
  public var integerProblem: String? {
    guard intValue == nil else { return nil }
    switch exactValue {
    case .fraction: return "\(shortText), which is not an integer"
    case .tooLarge: return "\(shortText), which does not fit Int"
    case .integer(let written):
      let form = text.utf8.contains { $0 | 0x20 == UInt8(ascii: "e") } ? "an exponent" : "a fraction"
      return "\(shortText), an integer written with \(form): write \(written)"
    }
  }

  /// The text, shortened for a message when long: `10000000000000000000… (1001 characters)`.
  public var shortText: String {
    text.utf8.count > 24 ? "\(text.prefix(20))… (\(text.utf8.count) characters)" : text
  }

  private enum ExactValue {
    /// An integer that fits `Int`, in its plain decimal form.
    case integer(String)
    case fraction
    case tooLarge
  }

  /// What the text writes, worked out on its digits: `1.50e1` is the integer 15, `1e-400` a
  /// fraction, `1e400` too large.
  private var exactValue: ExactValue {
    let utf8 = Array(text.utf8)
    let isNegative = utf8.first == UInt8(ascii: "-")
    let body = utf8.dropFirst(isNegative ? 1 : 0)
    let exponentStart = body.firstIndex { $0 | 0x20 == UInt8(ascii: "e") } ?? body.endIndex
    let mantissa = body[..<exponentStart]
    let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
    let fractionDigits =
      mantissa.distance(from: point, to: mantissa.endIndex) - (point == mantissa.endIndex ? 0 : 1)
    var digits = Array(mantissa.filter { $0 != UInt8(ascii: ".") }.drop { $0 == UInt8(ascii: "0") })
    guard !digits.isEmpty else { return .integer("0") }
    let trailingZeros = digits.reversed().prefix { $0 == UInt8(ascii: "0") }.count
    digits.removeLast(trailingZeros)
    // The value is digits × 10^scale; an exponent of any length only needs to be compared.
    let scale = Self.exponent(body[exponentStart...].dropFirst()) - fractionDigits + trailingZeros
    guard scale >= 0 else { return .fraction }
    guard digits.count + scale <= 19 else { return .tooLarge }
    let written =
      (isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self)
      + String(repeating: "0", count: scale)
    return Int(written) == nil ? .tooLarge : .integer(written)
  }

  /// The exponent's value, held within ±1,000,000,000 (beyond that every answer is the same).
  private static func exponent(_ text: ArraySlice<UInt8>) -> Int {
    let isNegative = text.first == UInt8(ascii: "-")
    var value = 0
    for byte in text where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
      value = min(value * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000_000)
    }
    return isNegative ? -value : value
  }
}
