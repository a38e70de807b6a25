import KataDriver
import TerminalText

/// Prints score list rows in the three formats of `kata scores`.
///
/// Names come from the roster and may hold anything: their control characters are escaped
/// (`\n`, `\t`, `\u{1B}`), in TSV a backslash too, so each row stays one line with its tabs.
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
        let cells = (labelled ? [line.architecture] : []) + [line.row.name, line.row.level]
        return cells.map { $0.escapingControls(andBackslashes: true) }.joined(separator: "\t") + "\n"
      }.joined()
    case .json:
      let objects = lines.map { line in
        (labelled ? "{\"architecture\": \(TextLayout.jsonString(line.architecture)), " : "{")
          + "\"name\": \(TextLayout.jsonString(line.row.name)), \"level\": \(TextLayout.jsonString(line.row.level))}"
      }
      return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    case .text:
      guard !lines.isEmpty else { return "No players.\n" }
      var columns = [
        ["NAME"] + lines.map { $0.row.name.escapingControls() },
        ["LEVEL"] + lines.map { $0.row.level.escapingControls() },
      ]
      if labelled { columns.insert(["ARCH"] + lines.map { $0.architecture.escapingControls() }, at: 0) }
      return TextLayout.columns(columns)
    }
  }
}
