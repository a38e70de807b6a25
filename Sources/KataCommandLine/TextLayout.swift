import TerminalText

/// How `kata` lays text out for people and for tools: aligned columns and JSON strings.
enum TextLayout {
  /// Columns padded to their widest cell, two spaces apart, with no trailing spaces.
  ///
  /// Cells are measured in display columns (a Hangul syllable takes two, a combining mark
  /// none), and must already have their control characters escaped.
  static func columns(_ columns: [[String]]) -> String {
    let widths = columns.map { column in column.map(DisplayWidth.columns(of:)).max() ?? 0 }
    return (0..<(columns.first?.count ?? 0)).map { row in
      let cells = columns.indices.map { index in
        let cell = columns[index][row]
        return index == columns.count - 1 ? cell : cell.padded(toColumns: widths[index])
      }
      return cells.joined(separator: "  ") + "\n"
    }.joined()
  }

  /// `text` as a JSON string literal.
  ///
  /// JSON requires escapes only below U+0020; DEL, the C1 controls, the line and paragraph
  /// separators and the bidirectional controls are escaped too (`\u202e`), so that JSON
  /// shown in a terminal cannot carry a raw control sequence or reorder a line either.
  static func jsonString(_ text: String) -> String {
    // Most names need no escape at all: checking the UTF-8 bytes is cheaper than rebuilding.
    if isPlainInJSON(text) { return "\"\(text)\"" }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where String.isControl(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Whether `text` holds nothing that ``jsonString(_:)`` escapes: no `"`, no `\\`, no C0,
  /// DEL or C1 control (C1 controls are the UTF-8 bytes 0xC2 then 0x80...0x9F), and no
  /// character from U+2000 to U+2FFF (lead byte 0xE2), where the separators and the
  /// bidirectional controls are: text that holds one takes the slow path.
  private static func isPlainInJSON(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var previous: UInt8 = 0
      for byte in bytes {
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
          || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F)
        {
          return false
        }
        previous = byte
      }
      return true
    }
  }

  /// `text`, several lines, with every control character but the line breaks escaped: what
  /// a trace shows of user input stays on its line and never reaches the terminal raw.
  static func escapingControls(inLines text: String) -> String {
    // Most traces are plain ASCII lines, with nothing to escape.
    if text.isPrintableASCII(allowingNewlines: true) { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.escapingControls() }
      .joined(separator: "\n")
  }
}
