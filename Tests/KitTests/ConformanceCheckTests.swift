import CalculatorMVC
import ConformanceCases
import Foundation
import KataRegistry
import RosterFiles
import ScoreBoard
import Testing

@testable import KataCommandLine
@testable import KataDriver
@testable import KataLessons
@testable import KataTests

/// `kata check`: the suite's own cases, run for a classroom.
@Suite("Conformance check", .timeLimit(.minutes(2)))
@MainActor
struct ConformanceCheckTests {
  @Test("every built-in case passes through every architecture, one row per case and architecture")
  func builtInCasesPass() async throws {
    let cases = try CaseCollection.builtIn()
    let results = await ConformanceCheck.run(cases, through: Architecture.all)
    #expect(results.count == cases.count * Architecture.all.count)
    #expect(results.filter { !$0.passed }.map(\.caseName) == [])
    #expect(cases.calculator == (try CalculatorCase.builtIn()), "the suite's own calculator cases")
    #expect(cases.rosters == (try RosterCase.builtIn()), "the suite's own roster cases")
  }

  @Test("a wrong expectation fails, and says what was shown instead")
  func wrongExpectationFails() async {
    let cases = CaseCollection(calculator: [
      CalculatorCase(name: "right", token: ",", input: "1,2", expected: "3"),
      CalculatorCase(name: "wrong", token: ",", input: "1,2,3", expected: "7"),
    ])
    let results = await ConformanceCheck.run(cases, through: [.mvp])
    #expect(
      results == [
        .init(
          architecture: "mvp", screen: "calculator", caseName: "right", expected: "3", actual: "3",
          passed: true),
        .init(
          architecture: "mvp", screen: "calculator", caseName: "wrong", expected: "7", actual: "6",
          passed: false),
      ])
    #expect(CheckReport.summary(results) == "1 passed, 1 failed")
  }

  @Test("a roster case compares every state shown, and names the rows", arguments: Architecture.all)
  func rosterCaseFails(architecture: Architecture) async throws {
    let roster = #"[{"firstName": "Ada", "lastName": "Lee", "score": 50}]"#
    let file =
      #"[{"name": "wrong level", "roster": \#(roster), "rows": [{"name": "Ada Lee", "level": "Expert"}]}]"#
    let cases = try CaseCollection.decode(Array(file.utf8), from: "cases.json")
    let results = await ConformanceCheck.run(cases, through: [architecture])
    let result = try #require(results.first)
    #expect(!result.passed)
    #expect(result.screen == "score list")
    #expect(result.expected == "Ada Lee (Expert)")
    #expect(result.actual == "Ada Lee (Intermediate)")
  }

  @Test("a long list is described by ten rows, from the first that differs, and its count")
  func longListDescribed() {
    let rows = (0..<1_000).map { ScoreListRow(name: "Player \($0)", level: "Beginner") }
    var changed = rows
    changed[500].level = "Expert"
    let expected: [ScoreListSnapshot] = [.loading, .rows(rows)]
    let actual: [ScoreListSnapshot] = [.loading, .rows(changed)]
    let from = ConformanceCheck.firstDifferentRow(expected, actual)
    #expect(from == 500)
    let text = ConformanceCheck.describe(actual, fromRow: from)
    #expect(text.hasPrefix("… row 501: Player 500 (Expert), Player 501 (Beginner)"), "\(text)")
    #expect(text.hasSuffix("Player 509 (Beginner), … (1000 rows)"), "\(text)")
    // From the start, and to the end: no ellipsis where nothing is left out.
    #expect(ConformanceCheck.describe(expected).hasPrefix("Player 0 (Beginner), "))
    #expect(ConformanceCheck.describe(expected, fromRow: 995).hasSuffix("Player 999 (Beginner) (1000 rows)"))
    // A shorter list differs where it ends.
    #expect(ConformanceCheck.firstDifferentRow(expected, [.loading, .rows(Array(rows.prefix(20)))]) == 20)
    // After a reload, the list that differs counts, not the first, which is the same.
    #expect(ConformanceCheck.firstDifferentRow(expected + [.rows(rows)], expected + [.rows(changed)]) == 500)
    // Ten rows are shown whole, with no count.
    let ten: [ScoreListSnapshot] = [.loading, .rows(Array(rows.prefix(10)))]
    #expect(ConformanceCheck.describe(ten) == ScoreListSnapshot.rows(Array(rows.prefix(10))).description)
  }

  @Test(
    "a table laid out again while its spinner shows keeps the spinner; after rows, shows what its data source has"
  )
  func layOutAgainKeepsLoading() async throws {
    let service = RepositoryScoreService(
      repository: JSONRosterRepository(
        .bytes(Array(#"[{"firstName": "A", "lastName": "B", "score": 5}]"#.utf8), name: nil)))
    let view = MVCDrivenScoreListView(trace: nil)
    let controller = CalculatorMVC.ScoreListComposition.compose(view: view, service: service)
    await controller.load()
    let rows = ScoreListSnapshot.rows([ScoreListRow(name: "A B", level: "Beginner")])
    #expect(view.shownStates == [.loading, rows])
    view.layOutAgain()
    #expect(view.shownStates == [.loading, rows], "the same rows: nothing new to show")
    // A reload begins: the controller shows the spinner, its players not yet replaced.
    view.showLoading()
    view.layOutAgain()
    #expect(view.shownStates == [.loading, rows, .loading], "the spinner stays until the controller ends it")
  }

  @Test("a failing long list is shown from the same row in what was expected and what was shown")
  func longListReported() async throws {
    let players = (0..<1_000).map { #"{"firstName": "P\#($0)", "lastName": "Q", "score": 10}"# }
    var rows = (0..<1_000).map { #"{"name": "P\#($0) Q", "level": "Beginner"}"# }
    rows[500] = #"{"name": "P500 Q", "level": "Expert"}"#
    let text =
      #"[{"name": "long", "roster": [\#(players.joined(separator: ","))], "rows": [\#(rows.joined(separator: ","))]}]"#
    let cases = try CaseCollection.decode(Array(text.utf8), from: "long.json")
    let result = try #require(await ConformanceCheck.run(cases, through: [.mvc]).first)
    #expect(!result.passed)
    #expect(result.expected.hasPrefix("… row 501: P500 Q (Expert)"), "\(result.expected.prefix(80))")
    #expect(result.actual.hasPrefix("… row 501: P500 Q (Beginner)"), "\(result.actual.prefix(80))")
  }

  @Test(
    "a cases file that is not a list of cases is refused, with the reason",
    arguments: [
      (
        "{",
        "not valid JSON: line 1, column 2: found the end of the text where a name in double quotes should be"
      ),
      (#"{"name": "x"}"#, "the file is an object, not a list of cases (a JSON array)"),
      ("[]", "holds no cases"),
      (#"[{"name": "x", "token": ",", "input": "1"}]"#, #"case 1: missing "expected""#),
      (#"[{"name": "x", "roster": []}]"#, #"case 1: give either "rows" or "failure""#),
      (
        #"[{"name": "x", "roster": [], "rows": [], "failure": "no"}]"#,
        #"case 1: give either "rows" or "failure""#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": 3}]"#,
        #"case 1: "reload" is 3, not an object with a roster"#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": {"rows": []}}]"#,
        #"case 1: the reload is missing "roster""#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": {"roster": [], "rows": [], "failure": "no"}}]"#,
        #"case 1: give the reload either "rows" or "failure""#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": {"roster": [], "failure": 5}}]"#,
        #"case 1: the reload's "failure" is 5, not text"#
      ),
      // A field given twice is refused wherever it is, naming the case and the field:
      // neither copy silently wins.
      (
        #"[{"name": "x", "name": "y", "token": ",", "input": "1", "expected": "1"}]"#,
        #"case 1: "name" appears twice"#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": {"roster": [], "roster": [1], "rows": []}}]"#,
        #"case 1: the reload's "roster" appears twice"#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [{"name": "a", "name": "b", "level": "Expert"}]}]"#,
        #"case 1, row 1: "name" appears twice"#
      ),
      (
        #"[{"name": "x", "roster": [], "reload": {"roster": [], "rows": [], "overlaps": "yes"}}]"#,
        #"case 1: the reload's "overlaps" is text ("yes"), not true or false"#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": {"roster": [], "rows": [], "overlaps": true}}]"#,
        #"case 1: the first load answers after the overlapping reload and is never shown: "#
          + #"give "rows" or "failure" to the reload only"#
      ),
      (
        #"[{"name": "x", "roster": [], "goesAwayWhileLoading": 1}]"#,
        #"case 1: "goesAwayWhileLoading" is 1, not true or false"#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "goesAwayWhileLoading": true}]"#,
        #"case 1: a screen that goes away while loading shows nothing more: "#
          + #"give it no "rows", "failure" or "reload""#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "letGoWhileLoading": true}]"#,
        #"case 1: a screen that goes away while loading shows nothing more: "#
          + #"give it no "rows", "failure" or "reload""#
      ),
      (
        #"[{"name": "x", "roster": [], "goesAwayWhileLoading": true, "letGoWhileLoading": true}]"#,
        #"case 1: a screen goes away with its load cancelled or simply let go, not both: "#
          + #"give "goesAwayWhileLoading" or "letGoWhileLoading""#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "reload": {"roster": [], "rows": [], "abandoned": true}}]"#,
        #"case 1: only a reload that overlaps the first load can be abandoned while that load waits: "#
          + #"give the reload "overlaps": true"#
      ),
      (
        #"[{"name": "x", "roster": [], "rows": [], "abandoned": true}]"#,
        #"case 1: "abandoned" belongs inside "reload" ("reload": {"roster": …, "abandoned": true})"#
      ),
    ])
  func malformedCases(text: String, reason: String) {
    #expect(throws: CaseFileError(source: "cases.json", reason: reason)) {
      try CaseCollection.decode(Array(text.utf8), from: "cases.json")
    }
  }

  @Test("a null reload counts as none, as a null field counts as missing everywhere in a cases file")
  func nullReload() throws {
    let text = #"[{"name": "x", "roster": [], "rows": [], "reload": null}]"#
    let cases = try CaseCollection.decode(Array(text.utf8), from: "cases.json")
    #expect(cases.rosters.map(\.reload) == [nil])
  }

  @Test("a missing cases file cannot be opened")
  func missingFile() {
    #expect(
      throws: RosterFileError(
        .cannotOpen, source: "/no/such/file.json", reason: "cannot be opened (No such file or directory)")
    ) {
      try JSONRosterRepository(.file("/no/such/file.json")).bytes()
    }
  }

  @Test("the table: one row per result, a long cell cut and shown whole under its ✗ row, then the counts")
  func textReport() {
    let long = String(repeating: "Ada (Expert), ", count: 4)
    let results: [ConformanceCheck.Result] = [
      .init(
        architecture: "mvc", screen: "calculator", caseName: "sum", expected: "6", actual: "6", passed: true),
      .init(
        architecture: "mvc", screen: "score list", caseName: "list", expected: long, actual: "x",
        passed: false),
    ]
    let lines = CheckReport.text(results).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "ARCH  CASE  EXPECTED  ACTUAL",
        "mvc   sum   6         6       ✓",
        "",
        "ARCH  CASE  EXPECTED                          ACTUAL",
        "mvc   list  Ada (Expert), Ada (Expert), Ada…  x       ✗",
        "    expected: \(long)",
        "    actual:   x",
        "1 passed, 1 failed",
        "",
      ])
  }

  /// A cell holds up to ``CheckReport/cellWidth`` display columns: a failure that fits is
  /// read in its row, and only one that had to be cut is shown whole beneath it. Columns, not
  /// characters: sixteen wide characters fill a cell as thirty-two narrow ones do.
  @Test(
    "a failed case exactly as wide as a cell is shown whole with nothing under it; a column wider is cut and shown whole"
  )
  func failureAtTheCellWidth() {
    let width = CheckReport.cellWidth
    let fits = String(repeating: "7", count: width)
    let wideFits = String(repeating: "漢", count: width / 2)
    let over = String(repeating: "7", count: width + 1)
    let results: [ConformanceCheck.Result] = [
      .init(
        architecture: "mvp", screen: "calculator", caseName: "at", expected: fits, actual: wideFits,
        passed: false),
      .init(
        architecture: "mvp", screen: "calculator", caseName: "over", expected: over, actual: "6",
        passed: false),
    ]
    let lines = CheckReport.text(results).split(separator: "\n", omittingEmptySubsequences: false)
    let padding = String(repeating: " ", count: width - 1)
    #expect(
      lines == [
        "ARCH  CASE  EXPECTED\(String(repeating: " ", count: width - 6))ACTUAL",
        "mvp   at    \(fits)  \(wideFits)  ✗",
        "mvp   over  \(over.dropLast(2))…  6\(padding)  ✗",
        "    expected: \(over)",
        "    actual:   6",
        "0 passed, 2 failed",
        "",
      ],
      "a cell of \(width) columns is whole: only a longer one is cut and gets expected: and actual: lines under it"
    )
  }

  @Test("the JSON report holds every field of every result")
  func jsonReport() {
    let results: [ConformanceCheck.Result] = [
      .init(
        architecture: "mvvm", screen: "calculator", caseName: "a \"q\"", expected: "1", actual: "2",
        passed: false)
    ]
    #expect(
      CheckReport.json(results) == """
        {
          "passed": 0,
          "failed": 1,
          "notMeasured": 0,
          "results": [
            {"architecture": "mvvm", "screen": "calculator", "case": "a \\"q\\"", "expected": "1", "actual": "2", "passed": false}
          ],
          "rules": []
        }

        """)
  }

  @Test("a reload case reads its second roster as exact text, and expects both loads' states")
  func reloadCase() throws {
    let file =
      #"[{"name": "r", "roster": [{"firstName": "A", "lastName": "", "score": 9223372036854775807}], "#
      + #""rows": [{"name": "A", "level": "Expert"}], "reload": {"roster": [], "rows": []}}]"#
    let example = try #require(try CaseCollection.decode(Array(file.utf8), from: "cases.json").rosters.first)
    #expect(example.reload?.roster.bytes == Array("[]".utf8))
    #expect(
      example.expectedStates == [
        .loading, .rows([ScoreListRow(name: "A", level: "Expert")]), .loading, .empty,
      ])
  }

  @Test("an overlapping reload expects only its own outcome; a screen that goes away, only loading")
  func overlappingAndLeavingCases() throws {
    let file =
      #"[{"name": "o", "roster": [], "reload": {"overlaps": true, "roster": [], "failure": "f"}}, "#
      + #"{"name": "g", "roster": [], "goesAwayWhileLoading": true}]"#
    let cases = try CaseCollection.decode(Array(file.utf8), from: "cases.json").rosters
    #expect(cases.map(\.expectedStates) == [[.loading, .failed("f")], [.loading]])
    #expect(cases.map(\.isWellFormed) == [true, true])
  }

  @Test("a failed rule fails kata check: a ✗ row that says what to do, a rules entry in JSON, exit 1")
  func failedRuleFailsCheck() async throws {
    let mistake = try #require(
      Mistake.all.first { $0.name == "an MVP presenter that holds its view strongly" })
    var command = try CheckCommand(validating: ParsedArguments())
    command.architectures = [mistake.architecture]
    let text = try await CapturedOutput.run { try await command.run(output: $0) }
    #expect(text.status == .checkFailed)
    #expect(
      text.output.contains(
        "wrong-mvp  calculator  the presenter does not keep its view alive               ✗\n"))
    #expect(
      text.output.contains("    fix: declare the presenter's view weak, through the view's protocol"))

    command.format = .json
    let json = try await CapturedOutput.run { try await command.run(output: $0) }
    #expect(json.status == .checkFailed)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let rules = try #require(report["rules"] as? [[String: Any]])
    let failed = rules.filter { $0["passed"] as? Bool == false }
    #expect(
      Set(failed.compactMap { $0["rule"] as? String })
        == ["the presenter does not keep its view alive", "nothing outlives its screen"])
    #expect(failed.allSatisfy { ($0["message"] as? String)?.contains("Fix: ") == true })
    #expect(Set(rules.compactMap { $0["screen"] as? String }) == ["calculator", "score list"])
    #expect(report["failed"] as? Int == 2)
  }

  @Test(
    "a failed rule fails kata shape too, in every format (status 1), with its violations under the ✗",
    arguments: ShapeCommand.Format.allCases)
  func failedRuleFailsShape(format: ShapeCommand.Format) async throws {
    let mistake = try #require(Mistake.all.first { $0.name == "an MVP view that holds its presenter weakly" })
    var command = try ShapeCommand(validating: ParsedArguments())
    command.architectures = [mistake.architecture]
    command.format = format
    let captured = try await CapturedOutput.run { try await command.run(output: $0) }
    #expect(captured.status == .checkFailed, "kata shape --format \(format)")
    if format == .text {
      #expect(
        captured.output.contains(
          "✗ the view owns its presenter\n    Presenter (CalculatorPresenter) is not kept alive by a View: "
            + "WeakPresenterView.presenter does not keep it alive\n"))
    }
  }
}

/// What a command wrote to its output, and the status it ended with.
struct CapturedOutput {
  var output: String
  /// The status `kata` would exit with (`KataCommandLine.ExitStatus`: Swift Testing has one too).
  var status: KataCommandLine.ExitStatus

  /// Runs `body` with an output that writes to a temporary file, and reads the file back.
  @MainActor
  static func run(_ body: (TextOutput) async throws -> Void) async throws -> CapturedOutput {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-output-\(UUID().uuidString)"
    ).path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    defer {
      close(descriptor)
      unlink(path)
    }
    let output = TextOutput(descriptor: descriptor, name: "the test's file")
    var status = KataCommandLine.ExitStatus.success
    do {
      try await body(output)
    } catch let error as KataError {
      status = error.status
    }
    try output.flush()
    return CapturedOutput(output: try String(contentsOfFile: path, encoding: .utf8), status: status)
  }
}
