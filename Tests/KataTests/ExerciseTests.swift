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

  @Test("frees every object once its screens are torn down")
  func freesEverything() async {
    var calculator: (any CalculatorScreen)? = Architecture.exercise.makeCalculatorScreen()
    calculator?.editInput("1,2")
    var scoreList: (any ScoreListScreen)? = Architecture.exercise.makeScoreListScreen(
      service: RepositoryScoreService(repository: BundledRosterRepository()))
    await scoreList?.load()
    let parts = ((calculator?.parts ?? []) + (scoreList?.parts ?? [])).map(WeakReference.init)
    calculator = nil
    scoreList = nil
    for part in parts {
      #expect(part.object == nil, "\(part.typeName) outlived its screen: look for a strong reference back")
    }
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
