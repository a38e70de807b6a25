import KataDriver
import KataShape
import TerminalText

/// Prints `kata shape`'s reports: tables and rules for people, a Mermaid flowchart for the
/// docs, JSON for tools.
enum ShapeReport {
  /// What a closure's row shows as held: its captures cannot be seen.
  static let captures = "(its captures)"

  /// Each screen: a title, its reference table, its rules with ✓ or ✗; then the counts.
  static func text(_ reports: [ShapeCheck.Report]) -> String {
    var sections: [String] = []
    for report in reports {
      let shape = report.shape
      var text = "\(shape.architecture) · \(shape.screen) · \(report.pattern)\n"
      text += TextLayout.columns(transposed([["HOLDER", "HELD", "REFERENCE", "PROPERTY"]] + rows(of: shape)))
      text += "\n"
      for result in report.results {
        text += "\(result.mark) \(result.rule.name)\n" + explanation(of: result)
      }
      sections.append(text)
    }
    return sections.joined(separator: "\n") + "\n" + summary(reports.flatMap(\.results)) + "\n"
  }

  /// Under a failed rule: each violation, then why, what to do and what to read, indented;
  /// under one not measured, why not. Empty for a rule that passed.
  static func explanation(of result: RuleResult) -> String {
    if result.status == .notMeasured { return "    \(result.message)\n" }
    guard result.failed else { return "" }
    // A violation may quote what a screen showed: it never reaches the terminal raw.
    return result.violations.map { "    \($0.escapingControls())\n" }.joined()
      + "    why: \(result.why)\n    fix: \(result.hint)\n    read: \(result.rule.lesson)\n"
  }

  /// `N rules passed, N failed`, and how many were not measured, if any.
  static func summary(_ results: [RuleResult]) -> String {
    let (passed, failed) = (results.count(where: \.passed), results.count(where: \.failed))
    let unmeasured = results.count - passed - failed
    return "\(passed) rules passed, \(failed) failed"
      + (unmeasured > 0 ? ", \(unmeasured) not measured" : "")
  }

  /// One flowchart, a subgraph per screen: solid arrows for strong references, dotted for
  /// weak ones, and a circle-ended line to each closure, whose captures cannot be seen.
  static func mermaid(_ reports: [ShapeCheck.Report]) -> String {
    var lines = ["flowchart LR"]
    for (number, report) in reports.enumerated() {
      let shape = report.shape
      let prefix = "s\(number)_"
      lines.append("    subgraph \(prefix)screen [\"\(shape.architecture) · \(shape.screen)\"]")
      for (index, part) in shape.parts.enumerated() {
        lines.append(
          "        \(prefix)\(index)[\"\(part.role?.name ?? "?")<br/>\(mermaidText(part.typeName))\"]")
      }
      for (index, reference) in shape.references.enumerated() {
        let label = mermaidText(
          reference.property.split(separator: ".", maxSplits: 1).last.map(String.init) ?? "")
        let from = "\(prefix)\(reference.holder)"
        switch (reference.strength, reference.held) {
        case (.strong, let held?): lines.append("        \(from) -->|\(label)| \(prefix)\(held)")
        case (.weak, let held?): lines.append("        \(from) -.->|\(label)| \(prefix)\(held)")
        default:
          lines.append("        \(prefix)c\(index)([\"closure: not measurable\"])")
          lines.append("        \(from) --o|\(label)| \(prefix)c\(index)")
        }
      }
      lines.append("    end")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `[{"architecture", "pattern", "screen", "parts", "references", "rules"}]`.
  static func json(_ reports: [ShapeCheck.Report]) -> String {
    let screens = reports.map { report in
      let shape = report.shape
      let parts = shape.parts.map { part in
        "{\"role\": \(part.role.map { TextLayout.jsonString($0.name) } ?? "null"), \"type\": \(TextLayout.jsonString(part.typeName))}"
      }
      let references = rows(of: shape).map { row in
        "{\"holder\": \(TextLayout.jsonString(row[0])), \"held\": \(TextLayout.jsonString(row[1])), "
          + "\"reference\": \(TextLayout.jsonString(row[2])), \"property\": \(TextLayout.jsonString(row[3]))}"
      }
      let rules = report.results.map(ruleJSON)
      return "{\"architecture\": \(TextLayout.jsonString(shape.architecture)), "
        + "\"pattern\": \(TextLayout.jsonString(report.pattern.name)), "
        + "\"screen\": \(TextLayout.jsonString(shape.screen.rawValue)),\n"
        + "    \"parts\": \(list(parts, indent: "      ")),\n"
        + "    \"references\": \(list(references, indent: "      ")),\n"
        + "    \"rules\": \(list(rules, indent: "      "))}"
    }
    return list(screens, indent: "  ") + "\n"
  }

  /// One rule's result as `kata check` and `kata shape` print it in JSON.
  static func ruleJSON(_ result: RuleResult) -> String {
    "{\"architecture\": \(TextLayout.jsonString(result.architecture)), "
      + "\"screen\": \(TextLayout.jsonString(result.screen.rawValue)), "
      + "\"rule\": \(TextLayout.jsonString(result.rule.name)), "
      + "\"read\": \(TextLayout.jsonString(result.rule.lesson)), \"passed\": \(result.passed), "
      + "\"measured\": \(result.status != .notMeasured), "
      + "\"message\": \(TextLayout.jsonString(result.message))}"
  }

  /// The table's rows: holder, held, reference, property.
  static func rows(of shape: ScreenShape) -> [[String]] {
    shape.references.map { reference in
      [
        shape.parts[reference.holder].label, reference.held.map { shape.parts[$0].label } ?? captures,
        reference.strength.rawValue, reference.property,
      ]
    }
  }

  private static func list(_ items: [String], indent: String) -> String {
    items.isEmpty
      ? "[]" : "[\n\(indent)" + items.joined(separator: ",\n\(indent)") + "\n\(indent.dropLast(2))]"
  }

  private static func transposed(_ rows: [[String]]) -> [[String]] {
    (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column] } }
  }

  /// A label with the characters Mermaid reads as syntax written as its entity codes, and
  /// a collection's `[]` left out: `BoundValue#lt;String#gt;`, `observers.observe`.
  private static func mermaidText(_ text: String) -> String {
    var escaped = ""
    for character in text.split(separator: "[]", omittingEmptySubsequences: false).joined() {
      switch character {
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      case "\"", "|", "#", ";": escaped += "#\(character.unicodeScalars.first?.value ?? 0);"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
