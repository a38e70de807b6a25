import CalculatorRule
import ConformanceCases
import Foundation
import KataDriver
import KataExercise
import ScoreBoard
import Testing

/// The exercises' proof: whatever shape `Architecture.exercise` has reached, it must still
/// pass the shared cases. Steps that change structure add checks, switched on by
/// `KATA_STEP` (`KATA_STEP=1 swift test --filter Exercise`), because at the start, by
/// design, they fail.
@Suite("Exercises: the workbench architecture")
@MainActor
struct ExerciseTests {
  /// The exercise step the student says they have finished: `KATA_STEP`, 0 if unset.
  nonisolated static let step = ProcessInfo.processInfo.environment["KATA_STEP"].flatMap(Int.init) ?? 0

  @Test("passes every shared case, calculator and score list")
  func passesSharedCases() async throws {
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: [.exercise])
    for result in results where !result.passed {
      Issue.record("\(result.caseName): expected \(result.expected), showed \(result.actual)")
    }
    #expect(!results.isEmpty)
  }

  @Test("shows 0 before any event, then a result after every event")
  func showsEveryResult() {
    let screen = Architecture.exercise.makeCalculatorScreen()
    var shown = [screen.resultText]
    screen.editInput("1;2")
    shown.append(screen.resultText)
    screen.editToken(";")
    shown.append(screen.resultText)
    #expect(shown == ["0", "0", "3"])
  }

  @Test("frees every object once its screens are torn down", arguments: ScreenKind.allCases)
  func freesEverything(screen: ScreenKind) async {
    // The objects are found by walking from the screen: none can be left off a list.
    let shape = await ScreenShape.measure(screen, of: .exercise)
    #expect(shape.parts.count >= 3, "a screen, a view and a controller at the least")
    let result = ShapeRule.nothingOutlivesItsScreen.check(shape)
    #expect(result.passed, "\(result.message)")
  }

  @Test("step 1: the calculator computes with the Model it is given", .enabled(if: step >= 1))
  func usesTheGivenModel() {
    struct FortyTwo: CalculatorModel {
      func sum(of input: String, separatedBy token: String) -> Int128 { 42 }
    }
    let screen = Architecture.exercise.makeCalculatorScreen(model: FortyTwo())
    screen.editInput("1,2")
    #expect(screen.resultText == "42", "the rule still lives in the controller: ask the model instead")
  }
}
