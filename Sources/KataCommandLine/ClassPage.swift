import TerminalText

/// A class report as one self-contained HTML page: a row per student, a column per step, and
/// the first problem written out in its row.
///
/// It loads nothing: its style is inside it, it has no script, and its content security policy
/// forbids anything else, so it opens the same from a file, offline, or attached to a mail.
/// Everything a student wrote (a commit's author and message, a folder's name, what their
/// code made a gate say) is escaped, and control characters are shown as escapes, as the
/// terminal's table shows them.
enum ClassPage {
  static func html(_ report: ClassReport) -> String {
    let summary = report.summary
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Architecture Kata: the class</title>
      <style>\(style)</style>
      </head>
      <body>
      <h1>Architecture Kata: the class</h1>
      <p id="summary">\(escape(summary.sentence)).</p>

      """
    page += stepsTable(summary, steps: report.steps)
    if !summary.commonestFailingRules.isEmpty {
      page += "<h2>What holds students back</h2>\n<ol id=\"rules\">\n"
      for rule in summary.commonestFailingRules {
        page +=
          "<li><span class=\"rule\">\(escape(rule.rule))</span>: \(rule.students) "
          + "student\(rule.students == 1 ? "" : "s")</li>\n"
      }
      page += "</ol>\n"
    }
    page +=
      "<h2>Students</h2>\n<table id=\"students\">\n<thead><tr><th>Student</th><th>Commit</th><th>Status</th>"
    for step in report.steps {
      page +=
        "<th class=\"step\" title=\"\(escape(step.title))\">\(step.number)<br><small>\(escape(step.title))</small></th>"
    }
    page += "<th>First problem</th></tr></thead>\n<tbody>\n"
    for student in report.students {
      page += row(student, steps: report.steps)
    }
    return page + "</tbody>\n</table>\n</body>\n</html>\n"
  }

  private static func stepsTable(_ summary: ClassSummary, steps: [(number: Int, title: String)]) -> String {
    var table = "<table id=\"steps-done\"><tr><th>Steps done</th>"
    for done in summary.byStepsDone.indices { table += "<th>\(done)</th>" }
    table += "</tr><tr><th>Students</th>"
    for count in summary.byStepsDone { table += "<td>\(count)</td>" }
    return table + "</tr></table>\n"
  }

  private static func row(_ student: StudentReport, steps: [(number: Int, title: String)]) -> String {
    var row = "<tr class=\"\(student.status.rawValue)\">"
    row += "<td class=\"student\"><span class=\"name\">\(escape(student.name))</span>"
    if let author = student.commit?.author { row += "<br><span class=\"author\">\(escape(author))</span>" }
    row += "</td><td class=\"commit\">"
    if let commit = student.commit {
      row +=
        "<code title=\"\(escape(commit.id))\">\(escape(commit.shortID))</code> "
        + "<br><time>\(escape(commit.time))</time><br><span class=\"subject\">\(escape(commit.subject))</span>"
    } else {
      row += "–"
    }
    row += "</td><td class=\"status\">\(escape(student.status.words))</td>"
    let stuck = student.firstProblem?.step
    for step in steps {
      let passed = student.steps.first { $0.number == step.number }?.passed
      let (mark, kind): (String, String) =
        switch passed {
        case true?: ("✓", "done")
        case false? where step.number == stuck: ("✗", "stuck")
        case false?: ("·", "todo")
        case nil: ("–", "unknown")
        }
      row += "<td class=\"step \(kind)\" data-step=\"\(step.number)\">\(mark)</td>"
    }
    row += "<td class=\"problem\">"
    if let problem = student.firstProblem {
      let heading = (problem.step.map { "step \($0) · " } ?? "") + problem.rule
      row += "<strong>\(escape(heading))</strong><p class=\"what\">\(escape(problem.message))</p>"
      if !problem.fix.isEmpty { row += "<p class=\"fix\">fix: \(escape(problem.fix))</p>" }
      if !problem.read.isEmpty { row += "<p class=\"read\">read: \(escape(problem.read))</p>" }
    }
    return row + "</td></tr>\n"
  }

  /// `text` as HTML text or an attribute's value: control characters shown as escapes, and
  /// the five characters HTML gives a meaning written as references.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text.escapingControls() {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static let style = """
    body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
    h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 1.5em; }
    table { border-collapse: collapse; }
    th, td { border: 1px solid #ccc; padding: .35em .6em; text-align: left; vertical-align: top; }
    th { background: #f3f3f3; }
    th.step { text-align: center; min-width: 5.5em; } th.step small { font-weight: normal; color: #555; }
    td.step { text-align: center; font-size: 1.2em; }
    td.done { background: #dff3e0; color: #1b5e20; } td.stuck { background: #fde2e1; color: #b71c1c; }
    td.todo { color: #999; } td.unknown { color: #999; background: #f6f6f6; }
    td.student, td.commit { max-width: 16em; overflow-wrap: anywhere; }
    td.status { white-space: nowrap; }
    td.problem { min-width: 24em; max-width: 48em; } td.problem p { margin: .25em 0 0; overflow-wrap: anywhere; }
    td.problem .fix, td.problem .read { color: #555; }
    td.commit .subject { color: #555; } td.commit time { color: #777; font-size: .9em; white-space: nowrap; }
    .author { color: #555; }
    tr.done td.status { color: #1b5e20; font-weight: bold; }
    tr.in-progress td.status { color: #8a5a00; }
    tr.does-not-build td.status, tr.no-answer td.status, tr.not-a-clone td.status { color: #b71c1c; font-weight: bold; }
    #steps-done td { text-align: center; min-width: 2.5em; }
    """
}
