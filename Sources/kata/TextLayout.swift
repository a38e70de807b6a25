/// How `kata` lays text out for people and for tools: aligned columns and JSON strings.
enum TextLayout {
  /// Columns padded to their widest cell, two spaces apart, with no trailing spaces.
  static func columns(_ columns: [[String]]) -> String {
    let widths = columns.map { column in column.map(\.count).max() ?? 0 }
    return (0..<(columns.first?.count ?? 0)).map { row in
      let cells = columns.indices.map { index in
        let cell = columns[index][row]
        let isLast = index == columns.count - 1
        return isLast ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      return cells.joined(separator: "  ") + "\n"
    }.joined()
  }

  /// `text` as a JSON string literal.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
