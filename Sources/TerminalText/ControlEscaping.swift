extension StringProtocol {
  /// This text with every control character written as an escape, so that it stays on one
  /// line and nothing in it reaches the terminal raw.
  ///
  /// C0 controls, DEL and C1 controls are written as Swift writes them in a literal: `\n`,
  /// `\t`, `\r`, `\0`, and `\u{1B}` for the rest. A name holding a newline, a tab or a
  /// terminal escape then cannot split a row or retitle the window. With `andBackslashes`,
  /// a backslash becomes `\\` too, so that the escaped text reads back unambiguously (TSV).
  public func escapingControls(andBackslashes escapesBackslashes: Bool = false) -> String {
    let needsWork = unicodeScalars.contains { scalar in
      Self.isControl(scalar) || (escapesBackslashes && scalar == "\\")
    }
    guard needsWork else { return String(self) }
    var escaped = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      case "\r": escaped += "\\r"
      case "\0": escaped += "\\0"
      case "\\" where escapesBackslashes: escaped += "\\\\"
      case _ where Self.isControl(scalar):
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
