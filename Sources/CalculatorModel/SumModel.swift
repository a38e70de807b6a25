/// The calculator's rule, exact: the one implementation of ``CalculatorModel``.
///
/// It gives the same answer as the seed's expression
///
///     input.components(separatedBy: CharacterSet(charactersIn: token))
///       .compactMap { Int($0) }
///       .reduce(0, +)
///
/// with two repairs: every scalar of the token separates (see ``SeparatorSet``), and the sum
/// is an `Int128`, so it cannot trap or wrap. A piece is at most `Int.max` in size, so a sum
/// outgrows `Int128` only after 2⁶⁴ pieces, far more than any input that fits in memory.
///
/// **Complexity:** one pass over the input's UTF-8 bytes, O(*n*), with no allocation: no
/// array of pieces and no substring per piece.
public struct SumModel: CalculatorModel, Sendable {
  public init() {}

  public func sum(of input: String, separatedBy token: String) -> Int128 {
    let separators = SeparatorSet(token)
    var input = input
    return input.withUTF8 { Self.sum(utf8: $0, separatedBy: separators) }
  }

  /// The sum over UTF-8 bytes: the single pass behind ``sum(of:separatedBy:)``.
  ///
  /// Each piece is read as `Int(String)` reads text: an optional `+` or `-`, then one or
  /// more ASCII digits, and a value that fits in `Int`. Anything else makes the piece
  /// invalid, and an invalid piece adds nothing.
  public static func sum(utf8 bytes: UnsafeBufferPointer<UInt8>, separatedBy separators: SeparatorSet)
    -> Int128
  {
    var total: Int128 = 0
    var piece = Piece()
    var index = 0
    let decodesScalars = separators.containsNonASCII

    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if separators.containsASCII(byte) {
          total += piece.value
          piece = Piece()
        } else {
          piece.read(byte)
        }
        index += 1
      } else if decodesScalars {
        // A multi-byte scalar can separate only when the token holds one too.
        let (scalar, length) = decodeScalar(in: bytes, at: index)
        if separators.contains(scalar) {
          total += piece.value
          piece = Piece()
        } else {
          piece.invalidate()
        }
        index += length
      } else {
        // No digit is outside ASCII for `Int(String)`, and no separator is either.
        piece.invalidate()
        index += 1
      }
    }
    return total + piece.value
  }

  /// Decodes the scalar whose first byte is at `index` of valid UTF-8 (a `String` always is).
  @inline(__always)
  private static func decodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, length: Int)
  {
    let lead = UInt32(bytes[index])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = lead & (0x7F >> UInt32(length))
    for offset in 1..<length {
      value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
    }
    // Valid UTF-8 never encodes a surrogate or a value past U+10FFFF, so this cannot fail;
    // the replacement character keeps the function total all the same.
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }
}

/// One piece of the input, read byte by byte as `Int(String)` would read it.
private struct Piece {
  private enum State { case empty, signed, digits, invalid }

  private var state = State.empty
  private var isNegative = false
  private var magnitude: UInt64 = 0

  /// Below this, one more digit cannot overflow `UInt64`: `(UInt64.max - 9) / 10`.
  private static let roomForOneMoreDigit: UInt64 = (UInt64.max - 9) / 10

  /// What the piece adds to the sum: its value if `Int(String)` accepts it, else nothing.
  var value: Int128 {
    guard state == .digits else { return 0 }
    if isNegative {
      return magnitude <= UInt64(Int.max) + 1 ? -Int128(magnitude) : 0
    }
    return magnitude <= UInt64(Int.max) ? Int128(magnitude) : 0
  }

  @inline(__always)
  mutating func read(_ byte: UInt8) {
    let digit = byte &- UInt8(ascii: "0")
    if digit < 10 {
      guard state != .invalid else { return }
      if magnitude < Self.roomForOneMoreDigit {
        // The common case: `magnitude * 10 + 9` still fits, so plain arithmetic is safe.
        magnitude = magnitude &* 10 &+ UInt64(digit)
        state = .digits
      } else {
        let (shifted, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
        let (next, overflowPlus) = shifted.addingReportingOverflow(UInt64(digit))
        // Past UInt64 the piece is past Int too: `Int(String)` rejects it.
        if overflowTimes || overflowPlus {
          state = .invalid
        } else {
          magnitude = next
          state = .digits
        }
      }
    } else if state == .empty && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) {
      isNegative = byte == UInt8(ascii: "-")
      state = .signed
    } else {
      state = .invalid
    }
  }

  @inline(__always)
  mutating func invalidate() { state = .invalid }
}
