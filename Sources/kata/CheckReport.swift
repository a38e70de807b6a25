import KataDriver
import TerminalText

/// Prints `kata check`'s results: a table for people, JSON for tools.
enum CheckReport {
  /// The widest a table cell grows, in display columns; a longer one is cut, and shown whole
  /// under a ✗ row.
  static let cellWidth = 32

  /// One table per screen, with one row per result (architecture, case, expected, actual,
  /// ✓ or ✗); then the rules, one row per architecture, screen and rule; then the counts.
  static func text(_ results: [ConformanceCheck.Result], rules: [RuleResult] = []) -> String {
    var tables: [String] = []
    var screens: [String] = []
    for result in results where !screens.contains(result.screen) {
      screens.append(result.screen)
    }
    for screen in screens {
      tables.append(table(results.filter { $0.screen == screen }))
    }
    if !rules.isEmpty {
      tables.append(rulesTable(rules))
    }
    return tables.joined(separator: "\n") + summary(results, rules: rules) + "\n"
  }

  /// One row per rule (architecture, screen, rule, ✓ or ✗), with a failed rule's violations,
  /// why, fix and lesson under its row.
  private static func rulesTable(_ rules: [RuleResult]) -> String {
    var rows = [["ARCH", "SCREEN", "RULE", ""]]
    var details: [Int: String] = [:]
    for result in rules {
      rows.append([result.architecture, result.screen.rawValue, result.rule.name, result.passed ? "✓" : "✗"])
      if !result.passed {
        details[rows.count - 1] = ShapeReport.explanation(of: result)
      }
    }
    return laidOut(rows, details: details)
  }

  private static func table(_ results: [ConformanceCheck.Result]) -> String {
    var rows = [["ARCH", "CASE", "EXPECTED", "ACTUAL", ""]]
    var details: [Int: String] = [:]
    for result in results {
      let expected = visible(result.expected)
      let actual = visible(result.actual)
      rows.append([
        visible(result.architecture), visible(result.caseName), cut(expected), cut(actual),
        result.passed ? "✓" : "✗",
      ])
      if !result.passed
        && (DisplayWidth.columns(of: expected) > cellWidth || DisplayWidth.columns(of: actual) > cellWidth)
      {
        details[rows.count - 1] = "    expected: \(expected)\n    actual:   \(actual)\n"
      }
    }
    return laidOut(rows, details: details)
  }

  /// `rows` as aligned columns, with `details[n]` printed under row `n`.
  private static func laidOut(_ rows: [[String]], details: [Int: String]) -> String {
    var text = ""
    for (index, line) in TextLayout.columns(transposed(rows)).split(separator: "\n").enumerated() {
      // The header's mark column is blank: trim the padding left after the last heading.
      text += line.reversed().drop { $0 == " " }.reversed() + "\n"
      text += details[index] ?? ""
    }
    return text
  }

  /// `{"passed": N, "failed": N, "results": [...], "rules": [...]}`, one result or rule per
  /// line; the counts are of cases and rules together.
  static func json(_ results: [ConformanceCheck.Result], rules: [RuleResult] = []) -> String {
    let objects = results.map { result in
      "{\"architecture\": \(TextLayout.jsonString(result.architecture)), "
        + "\"screen\": \(TextLayout.jsonString(result.screen)), "
        + "\"case\": \(TextLayout.jsonString(result.caseName)), "
        + "\"expected\": \(TextLayout.jsonString(result.expected)), "
        + "\"actual\": \(TextLayout.jsonString(result.actual)), "
        + "\"passed\": \(result.passed)}"
    }
    let passed = results.count { $0.passed } + rules.count { $0.passed }
    let failed = results.count + rules.count - passed
    return
      "{\n  \"passed\": \(passed),\n  \"failed\": \(failed),\n  \"results\": \(list(objects)),\n"
      + "  \"rules\": \(list(rules.map(ShapeReport.ruleJSON)))\n}\n"
  }

  private static func list(_ objects: [String]) -> String {
    objects.isEmpty ? "[]" : "[\n    " + objects.joined(separator: ",\n    ") + "\n  ]"
  }

  /// `N passed, N failed`, counting cases and rules.
  static func summary(_ results: [ConformanceCheck.Result], rules: [RuleResult] = []) -> String {
    let passed = results.count { $0.passed } + rules.count { $0.passed }
    return "\(passed) passed, \(results.count + rules.count - passed) failed"
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
