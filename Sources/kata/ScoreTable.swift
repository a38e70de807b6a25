import KataDriver
import TerminalText

/// Prints score list rows in the three formats of `kata scores`, architecture by architecture.
///
/// TSV lines and JSON objects go out as each architecture's rows arrive, so that a roster of
/// a million players is neither held as one long text nor held once per architecture. A text
/// table waits for every row, to align them; so do all formats when traces come first.
///
/// Names come from the roster and may hold anything: their control characters are escaped
/// (`\n`, `\t`, `\u{1B}`), in TSV a backslash too, so each row stays one line with its tabs.
struct ScoreTable {
  private let format: ScoresCommand.Format
  private let labelled: Bool
  /// Whether rows wait for ``finish(to:)`` instead of going out as they arrive.
  private let waits: Bool
  private var waiting: [(architecture: String, rows: [ScoreListRow])] = []
  private var objectsWritten = 0

  /// A table in `format`; `labelled` adds the architecture to each row; rows wait for the
  /// end when the format needs it or `waitsForTheEnd` asks it.
  init(format: ScoresCommand.Format, labelled: Bool, waitsForTheEnd: Bool) {
    self.format = format
    self.labelled = labelled
    waits = waitsForTheEnd || format == .text
  }

  /// The rows that `architecture` showed.
  mutating func add(_ rows: [ScoreListRow], of architecture: String, to output: TextOutput) throws(KataError)
  {
    if waits {
      waiting.append((architecture, rows))
    } else {
      try write(rows, of: architecture, to: output)
    }
  }

  /// Writes whatever waited, and the end of the table.
  mutating func finish(to output: TextOutput) throws(KataError) {
    if format == .text {
      try output.write(textTable())
      return
    }
    for (architecture, rows) in waiting {
      try write(rows, of: architecture, to: output)
    }
    waiting = []
    if format == .json {
      try output.write(objectsWritten == 0 ? "[]\n" : "\n]\n")
    }
  }

  private mutating func write(_ rows: [ScoreListRow], of architecture: String, to output: TextOutput)
    throws(KataError)
  {
    for row in rows {
      switch format {
      case .tsv:
        let cells = (labelled ? [architecture] : []) + [row.name, row.level]
        try output.write(
          cells.map { $0.escapingControls(andBackslashes: true) }.joined(separator: "\t") + "\n")
      case .json:
        let label = labelled ? "\"architecture\": \(TextLayout.jsonString(architecture)), " : ""
        try output.write(
          (objectsWritten == 0 ? "[\n  " : ",\n  ")
            + "{\(label)\"name\": \(TextLayout.jsonString(row.name)), \"level\": \(TextLayout.jsonString(row.level))}"
        )
        objectsWritten += 1
      case .text:
        break
      }
    }
  }

  private func textTable() -> String {
    let lines = waiting.flatMap { result in result.rows.map { (architecture: result.architecture, row: $0) } }
    guard !lines.isEmpty else { return "No players.\n" }
    var columns = [
      ["NAME"] + lines.map { $0.row.name.escapingControls() },
      ["LEVEL"] + lines.map { $0.row.level.escapingControls() },
    ]
    if labelled { columns.insert(["ARCH"] + lines.map { $0.architecture.escapingControls() }, at: 0) }
    return TextLayout.columns(columns)
  }
}
