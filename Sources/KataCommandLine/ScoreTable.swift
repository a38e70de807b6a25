import KataDriver
import TerminalText

/// Prints score list rows in the three formats of `kata scores`, architecture by architecture.
///
/// Rows go out as each architecture shows them, so that a roster of a million players is
/// neither held as one long text nor held once per architecture. A text table aligns its
/// columns from widths measured first (``measure(_:of:)``, every architecture's rows before
/// any is written).
///
/// Names come from the roster and may hold anything: their control characters are escaped
/// (`\n`, `\t`, `\u{1B}`), in TSV a backslash too, so each row stays one line with its tabs.
struct ScoreTable {
  private let format: ScoresCommand.Format
  private let labelled: Bool
  /// The text table's padded columns' widths: the architecture's (when labelled) and the name's.
  private var widths: [Int]
  private var measuredRows = 0
  private var rowsWritten = 0

  /// A table in `format`; `labelled` adds the architecture to each row.
  init(format: ScoresCommand.Format, labelled: Bool) {
    self.format = format
    self.labelled = labelled
    widths = ((labelled ? ["ARCH"] : []) + ["NAME"]).map(DisplayWidth.columns(of:))
  }

  /// The first pass of a text table: widens its columns to fit the rows `architecture` showed.
  /// The widest a column is padded to: a longer name overflows its cell, and only its own
  /// row grows, so that one name of 50,000 characters does not pad every row to that width.
  static let widestPadding = 60

  mutating func measure(_ rows: [ScoreListRow], of architecture: String) {
    measuredRows += rows.count
    guard !rows.isEmpty else { return }
    if labelled {
      widths[0] = max(widths[0], DisplayWidth.columns(of: architecture.escapingControls()))
    }
    for row in rows {
      widths[widths.count - 1] = max(
        widths[widths.count - 1],
        min(Self.widestPadding, DisplayWidth.columns(of: row.name.escapingControls())))
    }
  }

  /// Writes the rows that `architecture` showed.
  mutating func write(_ rows: [ScoreListRow], of architecture: String, to output: TextOutput)
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
          (rowsWritten == 0 ? "[\n  " : ",\n  ")
            + "{\(label)\"name\": \(TextLayout.jsonString(row.name)), \"level\": \(TextLayout.jsonString(row.level))}"
        )
      case .text:
        if rowsWritten == 0 {
          try output.write(line((labelled ? ["ARCH"] : []) + ["NAME", "LEVEL"]))
        }
        try output.write(
          line(((labelled ? [architecture] : []) + [row.name, row.level]).map { $0.escapingControls() }))
      }
      rowsWritten += 1
    }
  }

  /// Writes the end of the table.
  func finish(to output: TextOutput) throws(KataError) {
    switch format {
    case .json: try output.write(rowsWritten == 0 ? "[]\n" : "\n]\n")
    case .text where rowsWritten == 0: try output.write("No players.\n")
    case .text, .tsv: break
    }
  }

  /// A text row: every cell but the last padded to its column's width, two spaces apart.
  private func line(_ cells: [String]) -> String {
    var text = ""
    for (index, cell) in cells.enumerated() {
      text += index < widths.count ? cell.padded(toColumns: widths[index]) + "  " : cell
    }
    return text + "\n"
  }
}
