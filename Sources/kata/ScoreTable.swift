import KataDriver

/// Prints score list rows in the three formats of `kata scores`.
enum ScoreTable {
  /// The rows of each architecture, as `format`; `labelled` adds the architecture to each row.
  static func render(
    _ results: [(name: String, rows: [ScoreListRow])],
    as format: ScoresCommand.Format,
    labelled: Bool
  ) -> String {
    let lines = results.flatMap { result in
      result.rows.map { row in (architecture: result.name, row: row) }
    }
    switch format {
    case .tsv:
      return lines.map { line in
        (labelled ? "\(line.architecture)\t" : "") + "\(line.row.name)\t\(line.row.level)\n"
      }.joined()
    case .json:
      let objects = lines.map { line in
        (labelled ? "{\"architecture\": \(quoted(line.architecture)), " : "{")
          + "\"name\": \(quoted(line.row.name)), \"level\": \(quoted(line.row.level))}"
      }
      return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    case .text:
      guard !lines.isEmpty else { return "No players.\n" }
      var columns = [["NAME"] + lines.map(\.row.name), ["LEVEL"] + lines.map(\.row.level)]
      if labelled { columns.insert(["ARCH"] + lines.map(\.architecture), at: 0) }
      return table(columns)
    }
  }

  /// Columns padded to their widest cell, two spaces apart, with no trailing spaces.
  private static func table(_ columns: [[String]]) -> String {
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
  private static func quoted(_ text: String) -> String {
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
