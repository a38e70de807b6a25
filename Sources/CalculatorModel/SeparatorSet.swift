/// The separators of a token: every Unicode scalar of it, as a set.
///
/// The seed builds this with `CharacterSet(charactersIn: token)`, which on Linux drops emoji
/// and other astral-plane scalars when the token also holds a BMP character. Building the set
/// scalar by scalar keeps every one of them.
///
/// ASCII scalars, by far the most common separators, sit in a 128-bit mask so that the hot
/// loop tests them with one shift; any other scalar goes into a small `Set`.
public struct SeparatorSet: Sendable, Equatable {
  private var asciiLow: UInt64 = 0  // scalars 0..<64
  private var asciiHigh: UInt64 = 0  // scalars 64..<128
  private var others: Set<Unicode.Scalar> = []

  /// The set of every Unicode scalar in `token`. An empty token separates nothing.
  public init(_ token: String) {
    for scalar in token.unicodeScalars {
      insert(scalar)
    }
  }

  /// Whether the token holds any scalar outside ASCII, so the input's multi-byte scalars
  /// have to be decoded and looked up instead of only being skipped.
  public var containsNonASCII: Bool { !others.isEmpty }

  /// Whether `scalar` separates pieces.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? containsASCII(UInt8(truncatingIfNeeded: scalar.value)) : others.contains(scalar)
  }

  /// Whether the ASCII byte `byte` (below 128) separates pieces.
  @inline(__always)
  public func containsASCII(_ byte: UInt8) -> Bool {
    let mask = byte < 64 ? asciiLow : asciiHigh
    return mask & (1 &<< UInt64(byte & 63)) != 0
  }

  private mutating func insert(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0..<64: asciiLow |= 1 &<< UInt64(scalar.value)
    case 64..<128: asciiHigh |= 1 &<< UInt64(scalar.value - 64)
    default: others.insert(scalar)
    }
  }
}
