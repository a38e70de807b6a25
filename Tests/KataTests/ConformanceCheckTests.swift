import ConformanceCases
import KataDriver
import ScoreBoard
import Testing

@testable import kata

/// `kata check`: the suite's own cases, run for a classroom.
@Suite("Conformance check")
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
    ])
  func malformedCases(text: String, reason: String) {
    #expect(throws: CaseFileError(source: "cases.json", reason: reason)) {
      try CaseCollection.decode(Array(text.utf8), from: "cases.json")
    }
  }

  @Test("a missing cases file cannot be opened")
  func missingFile() {
    #expect(
      throws: RosterError(
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
          "results": [
            {"architecture": "mvvm", "screen": "calculator", "case": "a \\"q\\"", "expected": "1", "actual": "2", "passed": false}
          ]
        }

        """)
  }
}
