import KataDriver
import KataShape
import TerminalText

/// Prints `kata check`'s results: a table for people, JSON for tools.
///
/// A report is written in two passes over the results, so that none of them is kept: the
/// first (``count(_:)``) counts them and measures each table's columns, the second
/// (``write(_:to:)``) writes each as it comes. Both formats need the first: a table aligns
/// its columns, and the JSON gives its counts first.
struct CheckReport {
  /// The widest a table cell grows, in display columns; a longer one is cut, and shown whole
  /// under a ✗ row.
  static let cellWidth = 32

  enum Format {
    case text, json
  }

  private let format: Format
  private let rules: [RuleResult]
  private(set) var passed = 0
  private(set) var failed = 0
  /// Rules whose evidence this platform does not give: neither passed nor failed.
  private let unmeasured: Int
  /// Each screen's table: its column widths, in the order the screens come.
  private var tables: [(screen: String, widths: [Int])] = []
  /// The table the last written result belongs to, counting from 0.
  private var writing: Int?
  private var resultsWritten = 0

  private static let headings = ["ARCH", "CASE", "EXPECTED", "ACTUAL"]

  init(format: Format, rules: [RuleResult]) {
    self.format = format
    self.rules = rules
    passed = rules.count(where: \.passed)
    failed = rules.count(where: \.failed)
    unmeasured = rules.count - passed - failed
  }

  /// The first pass: counts `result`, and measures its cells.
  mutating func count(_ result: ConformanceCheck.Result) {
    if result.passed { passed += 1 } else { failed += 1 }
    guard format == .text else { return }
    if tables.last?.screen != result.screen {
      tables.append((result.screen, Self.headings.map(DisplayWidth.columns(of:))))
    }
    let cells = Self.cells(of: result)
    for index in cells.indices {
      tables[tables.count - 1].widths[index] = max(
        tables[tables.count - 1].widths[index], DisplayWidth.columns(of: cells[index]))
    }
  }

  /// The second pass: writes `result`, after its table's heading when it is the first of it.
  mutating func write(_ result: ConformanceCheck.Result, to output: TextOutput) throws(KataError) {
    switch format {
    case .json:
      try output.write(
        (resultsWritten == 0 ? jsonCounts + "[\n    " : ",\n    ") + Self.json(result))
    case .text:
      let continuesTable = writing.map { tables.indices.contains($0) && tables[$0].screen == result.screen }
      if continuesTable != true {
        if writing != nil { try output.write("\n") }
        writing = (writing ?? -1) + 1
        try output.write(line(Self.headings + [""]))
      }
      try output.write(line(Self.cells(of: result) + [result.passed ? "✓" : "✗"]))
      guard !result.passed else { break }
      let (expected, actual) = Self.shown(result)
      if DisplayWidth.columns(of: expected) > Self.cellWidth
        || DisplayWidth.columns(of: actual) > Self.cellWidth || Self.differInvisibly(result)
      {
        try output.write("    expected: \(expected)\n    actual:   \(actual)\n")
      }
    }
    resultsWritten += 1
  }

  /// Writes what follows the results: the rules and the counts.
  func finish(to output: TextOutput) throws(KataError) {
    switch format {
    case .json:
      let start = resultsWritten == 0 ? jsonCounts + "[]" : "\n  ]"
      try output.write(start + ",\n  \"rules\": \(Self.list(rules.map(ShapeReport.ruleJSON)))\n}\n")
    case .text:
      if !rules.isEmpty {
        if writing != nil { try output.write("\n") }
        try output.write(Self.rulesTable(rules))
      }
      try output.write(
        "\(passed) passed, \(failed) failed" + (unmeasured > 0 ? ", \(unmeasured) not measured" : "")
          + "\n")
    }
  }

  /// The start of the JSON report: the counts, then the results' key.
  private var jsonCounts: String {
    "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"notMeasured\": \(unmeasured),\n  \"results\": "
  }

  /// A result's cells before its mark: architecture, case, and what was expected and shown,
  /// escaped and cut.
  private static func cells(of result: ConformanceCheck.Result) -> [String] {
    let (expected, actual) = shown(result)
    return [visible(result.architecture), visible(result.caseName), cut(expected), cut(actual)]
  }

  /// What was expected and what was shown, escaped; where the two would look the same, with
  /// every character that shows nothing (a zero-width space, a joiner, a soft hyphen, a
  /// variation selector) escaped too, and every space that tells them apart (one before or
  /// after the text, which a padded cell hides, and a no-break or other space that looks like
  /// a plain one), so that two cells never look alike for a failed case.
  private static func shown(_ result: ConformanceCheck.Result) -> (expected: String, actual: String) {
    guard differInvisibly(result) else { return (visible(result.expected), visible(result.actual)) }
    return (escapingUnseen(visible(result.expected)), escapingUnseen(visible(result.actual)))
  }

  /// Whether a failed result's expected and actual texts look the same once escaped: they
  /// differ only in characters that show nothing, or in spaces.
  private static func differInvisibly(_ result: ConformanceCheck.Result) -> Bool {
    !result.passed && result.expected != result.actual && looks(result.expected) == looks(result.actual)
  }

  /// What `text` looks like in a padded cell: escaped, without the characters that show
  /// nothing, a space one column wide a plain one, and no space at either end.
  private static func looks(_ text: String) -> String {
    var seen = String.UnicodeScalarView()
    for scalar in visible(text).unicodeScalars where !isInvisible(scalar) {
      seen.append(isSpace(scalar) && DisplayWidth.columns(of: Character(scalar)) == 1 ? " " : scalar)
    }
    let blank: (Character) -> Bool = { $0.unicodeScalars.allSatisfy(isSpace) }
    return String(String(seen).drop(while: blank).reversed().drop(while: blank).reversed())
  }

  /// Whether `scalar` shows nothing: a default-ignorable or format character.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format
  }

  /// Whether `scalar` is a space: a plain one, a no-break one, a space of typesetting or an
  /// ideographic one.
  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .spaceSeparator
  }

  /// `text` with every character that shows nothing written as `\u{…}`, and every space but a
  /// plain one between two other characters.
  private static func escapingUnseen(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    let first = scalars.firstIndex { !isSpace($0) } ?? scalars.endIndex
    let last = scalars.lastIndex { !isSpace($0) } ?? -1
    var escaped = ""
    for (index, scalar) in scalars.enumerated() {
      if isInvisible(scalar) || (isSpace(scalar) && (scalar != " " || index < first || index > last)) {
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `cells` padded to the current table's widths, two spaces apart, with no trailing spaces.
  private func line(_ cells: [String]) -> String {
    let widths = writing.flatMap { tables.indices.contains($0) ? tables[$0].widths : nil } ?? []
    var text = ""
    for (index, cell) in cells.enumerated() {
      if index > 0 { text += "  " }
      text += index < widths.count ? cell.padded(toColumns: widths[index]) : cell
    }
    return text.trimmingTrailingSpaces() + "\n"
  }

  /// One table per screen, with one row per result (architecture, case, expected, actual,
  /// ✓ or ✗); then the rules, one row per architecture, screen and rule; then the counts.
  static func text(_ results: [ConformanceCheck.Result], rules: [RuleResult] = []) -> String {
    report(results, rules: rules, format: .text)
  }

  /// `results` and `rules` through both passes, as one text.
  private static func report(_ results: [ConformanceCheck.Result], rules: [RuleResult], format: Format)
    -> String
  {
    var report = CheckReport(format: format, rules: rules)
    for result in results {
      report.count(result)
    }
    let output = TextOutput.collecting()
    // Writing to memory cannot fail.
    for result in results {
      try? report.write(result, to: output)
    }
    try? report.finish(to: output)
    return output.collected
  }

  /// One row per rule (architecture, screen, rule, ✓ or ✗), with a failed rule's violations,
  /// why, fix and lesson under its row.
  private static func rulesTable(_ rules: [RuleResult]) -> String {
    var rows = [["ARCH", "SCREEN", "RULE", ""]]
    var details: [Int: String] = [:]
    for result in rules {
      rows.append([result.architecture, result.screen.rawValue, result.rule.name, result.mark])
      if !result.passed {
        details[rows.count - 1] = ShapeReport.explanation(of: result)
      }
    }
    var text = ""
    for (index, line) in TextLayout.columns(transposed(rows)).split(separator: "\n").enumerated() {
      // The header's mark column is blank: trim the padding left after the last heading.
      text += line.trimmingTrailingSpaces() + "\n"
      text += details[index] ?? ""
    }
    return text
  }

  /// `{"passed": N, "failed": N, "results": [...], "rules": [...]}`, one result or rule per
  /// line; the counts are of cases and rules together.
  static func json(_ results: [ConformanceCheck.Result], rules: [RuleResult] = []) -> String {
    report(results, rules: rules, format: .json)
  }

  private static func json(_ result: ConformanceCheck.Result) -> String {
    "{\"architecture\": \(TextLayout.jsonString(result.architecture)), "
      + "\"screen\": \(TextLayout.jsonString(result.screen)), "
      + "\"case\": \(TextLayout.jsonString(result.caseName)), "
      + "\"expected\": \(TextLayout.jsonString(result.expected)), "
      + "\"actual\": \(TextLayout.jsonString(result.actual)), "
      + "\"passed\": \(result.passed)}"
  }

  private static func list(_ objects: [String]) -> String {
    objects.isEmpty ? "[]" : "[\n    " + objects.joined(separator: ",\n    ") + "\n  ]"
  }

  /// `N passed, N failed`, counting cases and rules (and the rules not measured, if any).
  static func summary(_ results: [ConformanceCheck.Result], rules: [RuleResult] = []) -> String {
    let passed = results.count { $0.passed } + rules.count(where: \.passed)
    let failed = results.count { !$0.passed } + rules.count(where: \.failed)
    let unmeasured = results.count + rules.count - passed - failed
    return "\(passed) passed, \(failed) failed" + (unmeasured > 0 ? ", \(unmeasured) not measured" : "")
  }

  /// `text` with its control characters escaped (`\n`, `\u{1B}`), so that a case's name
  /// or a roster's names keep to their row and never reach the terminal raw.
  private static func visible(_ text: String) -> String {
    text.escapingControls()
  }

  /// `text`, cut to ``cellWidth`` display columns.
  private static func cut(_ text: String) -> String {
    text.truncated(toColumns: cellWidth)
  }

  private static func transposed(_ rows: [[String]]) -> [[String]] {
    (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column] } }
  }
}

extension StringProtocol {
  /// This text without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = String(self)
    while text.unicodeScalars.last == " " {
      text.unicodeScalars.removeLast()
    }
    return text
  }
}
