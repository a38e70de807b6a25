import BoundedInput
import Foundation
import Testing

@testable import KataCommandLine

/// `kata class`'s report, over canned answers of the clones' own `kata progress`: what each
/// row says, the class's summary, and the three formats.
@Suite("kata class: the report", .timeLimit(.minutes(2)))
struct ClassReportTests {
  @Test(
    "a clone's answer is read back as kata progress writes it: steps done, and the first problem of the step that decides"
  )
  func readsProgress() throws {
    let students = try ClassFixtures.sixStudents()
    #expect(
      students.map(\.status) == [.inProgress, .inProgress, .done, .inProgress, .doesNotBuild, .noAnswer])
    #expect(students.map(\.stepsDone) == [1, 2, 4, 1, nil, nil])
    #expect(students.map { $0.firstProblem?.step } == [2, 3, nil, 3, nil, nil])
    let ada = try #require(students[0].firstProblem)
    #expect(ada.rule == "the view owns its presenter")
    #expect(ada.message == "exercise calculator: the view owns its presenter: no object plays Presenter")
    #expect(ada.fix == "what to do" && ada.read == "docs/02-mvp.md#who-holds-whom")
    // At MVVM, with step 2 not done: step 3's gate decides, and its problem comes first.
    #expect(students[3].firstProblem?.rule == "every result reaches the view through a binding")
    #expect(students[0].failingRules == ["the view owns its presenter", "the view cannot reach the Model"])
  }

  @Test("a clone of an older kit, whose answer names no rule and no commit, is read all the same")
  func readsOlderAnswer() throws {
    let json = """
      {"through": 4, "done": 0, "steps": [{"step": 1, "title": "extract the Model", "passed": false, "problems": \
      [{"what": "exercise calculator: the screen computes with the Model it is given: it showed 3", "why": "w", \
      "fix": "f", "read": "r", "measured": true}]}]}
      """
    let progress = try CloneProgress.read(Array(json.utf8))
    #expect(progress.steps.first?.problems.first?.rule == "the screen computes with the Model it is given")
    #expect(progress.stepsDone == 0)
  }

  @Test("the summary counts students by status and by steps done, and the rules that hold most back")
  func summary() throws {
    let summary = ClassReport(try ClassFixtures.sixStudents()).summary
    #expect(summary.students == 6)
    #expect(summary.byStatus.map(\.count) == [1, 3, 1, 1, 0])
    #expect(summary.byStepsDone == [0, 2, 1, 0, 1])
    #expect(
      summary.commonestFailingRules.first.map { [$0.rule: $0.students] } == ["the view owns its presenter": 1]
    )
    #expect(summary.commonestFailingRules.count == 4)
    #expect(
      summary.sentence
        == "6 students: 1 done, 3 in-progress, 1 does-not-build, 1 no-answer".replacing("-", with: " "))
  }

  @Test("text: an aligned table, a row per student, control characters escaped, then the summary")
  func text() throws {
    var students = try ClassFixtures.sixStudents()
    students[2].commit?.author = "Barbara\u{1B}[2J Liskov"
    let text = ClassReport(students).text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("STUDENT    AUTHOR  ") == true, "\(text)")
    // Every row starts its STATUS column where the header does.
    let column = try #require(lines.first?.range(of: "STATUS")).lowerBound.utf16Offset(in: lines[0])
    for (line, status) in zip(
      lines.dropFirst(), ["in-progress", "in-progress", "done", "in-progress", "does-not-build", "no-answer"])
    {
      #expect(line.dropFirst(column).hasPrefix(status), "\(line)")
    }
    #expect(text.contains("\nada        Ada Lovelace  "))
    #expect(text.contains("1 of 4"))
    #expect(
      text.contains("step 2: exercise calculator: the view owns its presenter: no object plays Presenter"))
    #expect(
      text.contains("Barbara\\u{1B}[2J Liskov"), "a terminal escape in an author's name reached the table raw"
    )
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains("\n6 students: 1 done, 3 in progress, 1 does not build, 1 no answer\n"))
    #expect(text.contains("steps done: 0: 0, 1: 2, 2: 1, 3: 0, 4: 1\n"))
    #expect(text.contains("commonest failing rules: the view owns its presenter (1); "))
  }

  @Test("a long first problem is cut in the table, and kept whole in the JSON")
  func longProblem() throws {
    var students = try ClassFixtures.sixStudents()
    students[0].firstProblem?.message = String(repeating: "long ", count: 60)
    let report = ClassReport(students)
    let row = try #require(report.text.split(separator: "\n").first { $0.hasPrefix("ada ") })
    #expect(row.hasSuffix("…"))
    #expect(report.json.contains(String(repeating: "long ", count: 60)))
  }

  @Test(
    "JSON: students with name, folder, author, commit, stepsDone, status and firstProblem; and the summary")
  func json() throws {
    let text = ClassReport(try ClassFixtures.sixStudents()).json
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let students = try #require(object["students"] as? [[String: Any]])
    #expect(students.count == 6)
    #expect(
      students.map { $0["name"] as? String } == ["ada", "grace", "barbara", "katherine", "alan", "edsger"])
    #expect(
      students.map { $0["status"] as? String } == [
        "in-progress", "in-progress", "done", "in-progress", "does-not-build", "no-answer",
      ])
    #expect(students.map { $0["stepsDone"] as? Int } == [1, 2, 4, 1, nil, nil])
    #expect(students[1]["author"] as? String == ClassFixtures.scriptAuthor)
    #expect(students[0]["folder"] as? String == "class/ada")
    let commit = try #require(students[0]["commit"] as? [String: Any])
    #expect(commit["id"] as? String == "0123456789abcdef0123456789abcdef01234567")
    #expect(commit["time"] as? String == "2026-03-01T09:30:00+09:00")
    let first = try #require(students[0]["firstProblem"] as? [String: Any])
    #expect(first["step"] as? Int == 2)
    #expect(first["rule"] as? String == "the view owns its presenter")
    #expect(
      first["message"] as? String
        == "exercise calculator: the view owns its presenter: no object plays Presenter")
    #expect(students[2]["firstProblem"] is NSNull, "a student done has no first problem")
    #expect((students[4]["firstProblem"] as? [String: Any])?["step"] is NSNull)
    let steps = try #require(students[0]["steps"] as? [[String: Any]])
    #expect(steps.map { $0["passed"] as? Bool } == [true, false, false, false])
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["students"] as? Int == 6)
    #expect(summary["byStepsDone"] as? [Int] == [0, 2, 1, 0, 1])
    #expect((summary["byStatus"] as? [String: Int])?["no-answer"] == 1)
    let rules = try #require(summary["commonestFailingRules"] as? [[String: Any]])
    #expect(rules.first?["rule"] as? String == "the view owns its presenter")
  }

  @Test("HTML: one page that loads nothing, a row per student and a column per step, every text escaped")
  func html() throws {
    let page = ClassPage.html(ClassReport(try ClassFixtures.sixStudents()))
    #expect(page.hasPrefix("<!doctype html>"))
    #expect(page.contains("default-src 'none'"))
    for reference in ["src=", "href=", "http:", "https:", "<script", "<link", "@import", "url("] {
      #expect(!page.contains(reference), "the page refers to '\(reference)': it must load nothing")
    }
    #expect(page.contains("Grace &lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt; Hopper"))
    #expect(page.components(separatedBy: "<tr class=").count - 1 == 6)
    #expect(page.components(separatedBy: "<td class=\"step ").count - 1 == 6 * 4)
  }

  @Test(
    "the page's escape writes each character HTML gives a meaning as a reference, and controls as escapes")
  func escape() {
    #expect(ClassPage.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
    #expect(ClassPage.escape("right\u{202E}left") == "right\\u{202E}left")
  }
}
