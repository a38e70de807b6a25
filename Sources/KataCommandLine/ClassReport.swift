import KataGates
import TerminalText

/// How `kata class` prints a class: an aligned table, JSON for tools, or one page a teacher
/// opens in a browser (``ClassPage``).
struct ClassReport {
  var students: [StudentReport]
  /// The steps of the exercises, as this kit names them: a column each.
  var steps: [(number: Int, title: String)]

  init(_ students: [StudentReport], steps: [(number: Int, title: String)] = ClassReport.exerciseSteps) {
    self.students = students
    self.steps = steps
  }

  static let exerciseSteps = ExerciseStep.all.map { ($0.number, $0.title) }

  var summary: ClassSummary { ClassSummary(students, steps: steps.count) }

  /// The widest a first problem is shown in the table; the JSON and the page show it whole.
  static let problemColumns = 100

  /// One row per student, then the summary.
  var text: String {
    var columns: [[String]] = [["STUDENT"], ["AUTHOR"], ["COMMIT"], ["STEPS"], ["STATUS"], ["FIRST PROBLEM"]]
    for student in students {
      let cells = [
        student.name, student.commit?.author ?? "–", student.commit?.shortID ?? "–",
        student.stepsDone.map { "\($0) of \(steps.count)" } ?? "–", student.status.rawValue,
        student.firstProblem.map(Self.oneLine) ?? "",
      ]
      for (index, cell) in cells.enumerated() { columns[index].append(cell.escapingControls()) }
    }
    let summary = self.summary
    // A row with no problem ends at its status, with no padding after it.
    let table = TextLayout.columns(columns).split(separator: "\n").map { line in
      line.prefix(through: line.lastIndex { $0 != " " } ?? line.startIndex) + "\n"
    }.joined()
    var text = table + "\n" + summary.sentence + "\n"
    text +=
      "steps done: "
      + summary.byStepsDone.enumerated().map { "\($0.offset): \($0.element)" }.joined(separator: ", ") + "\n"
    if !summary.commonestFailingRules.isEmpty {
      text +=
        "commonest failing rules: "
        + summary.commonestFailingRules.map { "\($0.rule) (\($0.students))" }.joined(separator: "; ")
        .escapingControls() + "\n"
    }
    return text
  }

  /// `step 2: what is wrong`, on one line, cut to ``problemColumns``.
  static func oneLine(_ problem: StudentReport.Problem) -> String {
    let text = (problem.step.map { "step \($0): " } ?? "") + problem.message.replacing("\n", with: " ")
    guard text.count > problemColumns else { return text }
    return String(text.prefix(problemColumns - 1)) + "…"
  }

  /// `{"students": [...], "summary": {...}}`; see docs/kata.md for every field.
  var json: String {
    let rows = students.map { student in
      var fields = [
        "\"name\": \(TextLayout.jsonString(student.name))",
        "\"folder\": \(TextLayout.jsonString(student.folder.description))",
        "\"author\": \(student.commit.map { TextLayout.jsonString($0.author) } ?? "null")",
        "\"commit\": \(student.commit?.json ?? "null")",
        "\"status\": \(TextLayout.jsonString(student.status.rawValue))",
        "\"stepsDone\": \(student.stepsDone.map(String.init) ?? "null")",
      ]
      let steps = student.steps.map { step in
        "{\"step\": \(step.number), \"title\": \(TextLayout.jsonString(step.title)), \"passed\": \(step.passed)}"
      }
      fields.append("\"steps\": [\(steps.joined(separator: ", "))]")
      fields.append("\"firstProblem\": \(student.firstProblem.map(Self.json) ?? "null")")
      return "{" + fields.joined(separator: ", ") + "}"
    }
    let summary = self.summary
    let byStatus = summary.byStatus.map { "\(TextLayout.jsonString($0.status.rawValue)): \($0.count)" }
    let rules = summary.commonestFailingRules.map {
      "{\"rule\": \(TextLayout.jsonString($0.rule)), \"students\": \($0.students)}"
    }
    return "{\n  \"students\": [\n    " + rows.joined(separator: ",\n    ") + "\n  ],\n"
      + "  \"summary\": {\"students\": \(summary.students), \"byStatus\": {\(byStatus.joined(separator: ", "))}, "
      + "\"byStepsDone\": [\(summary.byStepsDone.map(String.init).joined(separator: ", "))], "
      + "\"commonestFailingRules\": [\(rules.joined(separator: ", "))]}\n}\n"
  }

  private static func json(_ problem: StudentReport.Problem) -> String {
    "{\"step\": \(problem.step.map(String.init) ?? "null"), \"rule\": \(TextLayout.jsonString(problem.rule)), "
      + "\"message\": \(TextLayout.jsonString(problem.message)), \"fix\": \(TextLayout.jsonString(problem.fix)), "
      + "\"read\": \(TextLayout.jsonString(problem.read))}"
  }
}
