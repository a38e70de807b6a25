import ConformanceCases
import KataDriver
import KataRegistry
import Testing

/// The shared suite: every architecture × every case of `calculator.json`, through the one
/// driver interface. No architecture has an exception.
@Suite("Calculator screen: identical inputs, identical outputs", .timeLimit(.minutes(2)))
@MainActor
struct CalculatorConformanceTests {
  @Test("shows the expected result", arguments: Architecture.all, try CalculatorCase.builtIn())
  func showsExpectedResult(architecture: Architecture, example: CalculatorCase) async {
    // The very run `kata check` makes.
    #expect(await example.run(through: architecture) == example.expected)
  }

  @Test("agrees with the seed's expression on every case", arguments: try CalculatorCase.builtIn())
  func caseFileAgreesWithOracle(example: CalculatorCase) {
    // A hand-written expectation that disagrees with the oracle is a typo in the case file.
    #expect(String(SeedExpression.sum(of: example.input, separatedBy: example.token)) == example.expected)
  }

  @Test("shows 0 before any event", arguments: Architecture.all)
  func showsZeroFirst(architecture: Architecture) async {
    let screen = architecture.makeCalculatorScreen()
    await screen.settled()
    #expect(screen.resultText == "0")
  }

  @Test("updates the label after every event, in order", arguments: Architecture.all)
  func updatesAfterEveryEvent(architecture: Architecture) async {
    let screen = architecture.makeCalculatorScreen()
    var shown: [String] = []
    let edits: [(any CalculatorScreen) -> Void] = [
      { _ in }, { $0.editInput("1;2,3") }, { $0.editToken(",") }, { $0.editToken(",;") },
      { $0.editInput("") },
    ]
    for edit in edits {
      edit(screen)
      await screen.settled()
      shown.append(screen.resultText)
    }
    // The token edits recompute with the input already typed (the seed's MVC only stored it).
    #expect(shown == ["0", "0", "3", "6", "0"])
  }

  @Test("serves two screens of one architecture independently", arguments: Architecture.all)
  func screensAreIndependent(architecture: Architecture) async {
    let first = architecture.makeCalculatorScreen()
    let second = architecture.makeCalculatorScreen()
    first.editToken(",")
    first.editInput("1,2")
    second.editToken(";")
    second.editInput("1,2")
    await first.settled()
    await second.settled()
    #expect(first.resultText == "3")
    #expect(second.resultText == "0")
  }

  @Test("the built-in cases cover what the product promises")
  func casesCoverThePromises() throws {
    let cases = try CalculatorCase.builtIn()
    #expect(cases.count >= 60)
    #expect(Set(cases.map(\.name)).count == cases.count, "every case has its own name")
    let tokens = cases.map(\.token)
    let inputs = cases.map(\.input)
    #expect(tokens.contains(""))
    #expect(inputs.contains(""))
    #expect(tokens.contains { $0.unicodeScalars.count > 1 })
    #expect(
      tokens.contains {
        $0.unicodeScalars.contains { $0.value > 0xFFFF } && $0.unicodeScalars.contains { $0.isASCII }
      })
    #expect(inputs.contains { $0.contains("\r\n") })
    #expect(cases.contains { $0.expected == "9223372036854775808" })
    #expect(cases.contains { $0.expected == "-9223372036854775809" })
  }
}
