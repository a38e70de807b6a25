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
        (labelled ? "{\"architecture\": \(TextLayout.jsonString(line.architecture)), " : "{")
          + "\"name\": \(TextLayout.jsonString(line.row.name)), \"level\": \(TextLayout.jsonString(line.row.level))}"
      }
      return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    case .text:
      guard !lines.isEmpty else { return "No players.\n" }
      var columns = [["NAME"] + lines.map(\.row.name), ["LEVEL"] + lines.map(\.row.level)]
      if labelled { columns.insert(["ARCH"] + lines.map(\.architecture), at: 0) }
      return TextLayout.columns(columns)
    }
  }
}
