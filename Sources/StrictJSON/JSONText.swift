/// One JSON value, as the exact text that writes it.
///
/// What a conformance case holds for its roster: the roster is read later, as a roster file,
/// so its numbers keep their text (`9223372036854775807` stays exact) and a bad roster stays
/// bad in the same way.
public struct JSONText: Sendable, Hashable {
  /// The value's UTF-8 text.
  public let bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }
}
