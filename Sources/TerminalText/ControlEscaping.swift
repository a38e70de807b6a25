extension StringProtocol {
  /// This text with every control character written as an escape, so that it stays on one
  /// line and nothing in it reaches the terminal raw.
  ///
  /// C0 controls, DEL, C1 controls, the line and paragraph separators and the bidirectional
  /// controls are written as Swift writes them in a literal: `\n`, `\t`, `\r`, `\0`, and
  /// `\u{1B}` or `\u{202E}` for the rest. A name holding a newline, a tab or a
  /// terminal escape then cannot split a row or retitle the window. With `andBackslashes`,
  /// a backslash becomes `\\` too, so that the escaped text reads back unambiguously (TSV).
  public func escapingControls(andBackslashes escapesBackslashes: Bool = false) -> String {
    if isPrintableASCII(exceptBackslash: escapesBackslashes) { return String(self) }
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
        // Two hex digits at least, as Swift writes a string literal (and kata's traces): `\u{07}`.
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\u{\(hex.count < 2 ? "0" + hex : hex)}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F); and the invisible characters
  /// that move text: the line and paragraph separators (U+2028, U+2029), which some
  /// terminals and editors break a line at, and the bidirectional marks, embeddings,
  /// overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: every
  /// character Unicode classes as a bidirectional control), which reorder what follows them on
  /// screen.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
