import CalculatorModel
import ConformanceCases
import Foundation
import KataDriver
import KataGates
import KataRegistry
import KataShape
import Testing

/// The exercises, for the student: whatever shape the workbench has reached, it passes the
/// shared cases; and `KATA_STEP=N swift test --filter Exercise` runs the gate of step N, the
/// same gate `kata progress` shows, which fails until that step is really done.
@Suite("Exercises: the workbench architecture", .timeLimit(.minutes(2)))
@MainActor
struct ExerciseTests {
  /// `KATA_STEP` as given, if it is.
  nonisolated static let given = ProcessInfo.processInfo.environment["KATA_STEP"]
  /// The step whose gate to run: `KATA_STEP`, none if unset.
  nonisolated static let step = given.flatMap(Int.init)

  /// The workbench and the registry, as `kata progress` sees them.
  static let classroom = Classroom(workbench: Architecture.workbench, registered: Architecture.all)

  @Test("passes every shared case, calculator and score list")
  func passesSharedCases() async throws {
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: [Architecture.workbench])
    for result in results where !result.passed {
      Issue.record("\(result.caseName): expected \(result.expected), showed \(result.actual)")
    }
    #expect(!results.isEmpty)
  }

  /// Whatever step the workbench is at, nothing of it outlives its screens; and while it is
  /// still MVC (as it ships), its view holds its controller weakly: a strong delegate there
  /// would teach the retain cycle the lessons warn about. Once the student has moved it on
  /// from MVC, there is no controller left, and the later steps' gates check its references.
  @Test("the workbench, at whatever step, keeps nothing alive past its screens")
  func workbenchLetsGo() async {
    await Self.expectRules(["nothing outlives its screen"])
  }

  @Test(
    "while the workbench is MVC, its view holds its controller weakly",
    .enabled(if: Architecture.workbench.pattern.name == Pattern.mvc.name))
  func mvcWorkbenchHoldsWeakly() async {
    await Self.expectRules(["the view does not keep its controller alive"])
  }

  /// Each rule named runs on both of the workbench's screens, and passes.
  static func expectRules(_ names: [String]) async {
    let results = await ShapeCheck.run([Architecture.workbench]).flatMap(\.results)
    for name in names {
      let checked = results.filter { $0.rule.name == name }
      #expect(checked.count == 2, "the rule '\(name)' runs on both of the workbench's screens")
      for result in checked {
        #expect(!result.failed, "\(result.screen.rawValue): \(result.violations.joined(separator: "; "))")
      }
    }
  }

  @Test("shows 0 before any event, then a result after every event")
  func showsEveryResult() {
    let screen = Architecture.workbench.makeCalculatorScreen()
    var shown = [screen.resultText]
    screen.editInput("1;2")
    shown.append(screen.resultText)
    screen.editToken(";")
    shown.append(screen.resultText)
    #expect(shown == ["0", "0", "3"])
  }

  @Test("KATA_STEP names a step from 1 to 4", .enabled(if: given != nil))
  func stepIsKnown() {
    let known = ExerciseStep.all.contains { $0.number == Self.step }
    #expect(known, "KATA_STEP=\(Self.given ?? "") runs no gate: choose 1, 2, 3 or 4")
  }

  @Test("step 1's gate: the screens compute with the Model they are given", .enabled(if: step == 1))
  func gate1() async { await Self.runGate(1) }

  @Test("step 2's gate: the workbench keeps the MVP rules", .enabled(if: step == 2))
  func gate2() async { await Self.runGate(2) }

  @Test("step 3's gate: the workbench keeps the MVVM rules, its binding's too", .enabled(if: step == 3))
  func gate3() async { await Self.runGate(3) }

  @Test(
    "step 4's gate: an architecture of your own is registered and keeps its rules", .enabled(if: step == 4))
  func gate4() async { await Self.runGate(4) }

  /// Runs gate `number`, recording each problem as one issue that says what, why, fix and read.
  ///
  /// A step counts as done when a later gate passes, as in `kata progress`; and a workbench
  /// that already claims a later step's pattern hears from that step's gate, not this one.
  static func runGate(_ number: Int) async {
    guard let step = ExerciseStep.all.first(where: { $0.number == number }) else { return }
    let problems = await step.check(classroom)
    guard !problems.isEmpty else { return }
    let progress = await ExerciseStep.progress(of: classroom).first { $0.step.number == number }
    if progress?.passed == true { return }
    if let later = progress?.movedOnTo {
      Issue.record(
        """
        \(step): your workbench already claims step \(later)'s pattern, so step \(later)'s gate \
        decides now (this step counts as done once it passes): run KATA_STEP=\(later) swift test \
        --filter Exercise
        """)
      return
    }
    for problem in problems {
      Issue.record("\(step): \(problem)")
    }
  }
}
