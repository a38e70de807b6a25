/// How a cell is drawn, beyond its character: the few attributes every terminal has.
///
/// No colours: the playground must read the same in any theme and in a text capture.
public struct CellStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let bold = CellStyle(rawValue: 1 << 0)
  public static let dim = CellStyle(rawValue: 1 << 1)
  public static let reverse = CellStyle(rawValue: 1 << 2)

  /// The SGR sequence that sets exactly this style, from any other.
  var selectGraphicRendition: String {
    var codes = ["0"]
    if contains(.bold) { codes.append("1") }
    if contains(.dim) { codes.append("2") }
    if contains(.reverse) { codes.append("7") }
    return "\u{1B}[\(codes.joined(separator: ";"))m"
  }
}
