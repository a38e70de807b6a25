import CalculatorModel
import ConformanceCases
import ExerciseStep4
import KataDriver
import KataRegistry
import KataShape
import KataTracing
import ScoreBoard
import Testing

/// Step 4's reference solution, docs/exercises/step-4-answer.md, run for real: a fourth
/// architecture, Clean Swift's VIP cycle (`Tests/ExerciseSolutions/Step4`), registered beside
/// the others as the registry would, and driven through every shared case and rule.
@Suite("Adding an architecture: the worked example", .timeLimit(.minutes(2)))
@MainActor
struct AddingAnArchitectureTests {
  /// What `Architecture.all` would hold after the one registration line (in place of a
  /// student's own architecture of the same name, if one is registered already).
  static let registered =
    Architecture.all.filter { $0.name != Architecture.exerciseStep4.name } + [.exerciseStep4]

  @Test("the shared cases drive the new architecture beside the others, and all pass")
  func sharedCasesDriveIt() async throws {
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: Self.registered)
    let byArchitecture = Dictionary(grouping: results, by: \.architecture)
    let cases = try CaseCollection.builtIn().count
    #expect(Set(byArchitecture.keys) == Set(Self.registered.map(\.name)))
    #expect(byArchitecture.values.allSatisfy { $0.count == cases }, "every case, through every architecture")
    #expect(byArchitecture[Architecture.exerciseStep4.name]?.count == cases)
    #expect(results.filter { !$0.passed }.map { "\($0.architecture): \($0.caseName)" } == [])
  }

  @Test("a wrong new architecture is caught by the very same cases")
  func brokenArchitectureFails() async throws {
    let solution = Architecture.exerciseStep4
    let broken = Architecture(
      name: "broken", summary: "ignores the token", pattern: solution.pattern, roles: solution.roles,
      calculator: { model, trace in IgnoringToken(solution.makeCalculatorScreen(model: model, trace: trace))
      },
      scoreList: { solution.makeScoreListScreen(service: $0, trace: $1) })
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: [broken])
    #expect(results.contains { !$0.passed })
  }

  @Test("the new architecture keeps the rules of the pattern it claims, its own included")
  func keepsItsRules() async {
    let pattern = Architecture.exerciseStep4.pattern
    let reports = await ShapeCheck.run([.exerciseStep4])
    #expect(reports.map(\.shape.screen) == ScreenKind.allCases)
    #expect(pattern.rules.count > Pattern.commonRules.count, "a pattern of its own declares its rules")
    for report in reports {
      #expect(report.results.map(\.rule.name) == pattern.rules.map(\.name))
      for result in report.results {
        #expect(!result.failed, "\(report.shape.screen): \(result.message)")
      }
    }
  }

  @Test("its own role takes its place in a diagram, between the view and the Model")
  func ownRoleSitsInTheMiddle() {
    // The cycle turns View, Interactor, Presenter, View; the lifelines keep the lessons' order,
    // a lesson's role (the presenter) first, then the pattern's own.
    let trace = Trace()
    let screen = Architecture.exerciseStep4.makeCalculatorScreen(trace: trace)
    screen.editInput("1,2")
    let lifelines = TraceFormat.mermaid.render(trace.takeMessages()).split(separator: "\n").dropFirst()
      .prefix { $0.hasPrefix("    actor") || $0.hasPrefix("    participant") }
    #expect(
      lifelines == [
        "    actor User", "    participant View", "    participant Presenter", "    participant Interactor",
        "    participant Model",
      ])
  }

  @Test("its trace shows the cycle turning one way: view, interactor, Model, presenter, view")
  func traceTurnsTheCycle() {
    let trace = Trace()
    let screen = Architecture.exerciseStep4.makeCalculatorScreen(trace: trace)
    screen.editToken(",")
    _ = trace.takeMessages()
    screen.editInput("1,2,3")
    let hops = TraceFormat.text.render(trace.takeMessages()).split(separator: "\n").map {
      String($0.prefix { $0 != ":" })
    }
    #expect(
      hops == [
        "User -> View", "View -> Interactor", "Interactor -> Model", "Model -> Interactor",
        "Interactor -> Presenter", "Presenter -> View",
      ])
    #expect(screen.resultText == "6")
  }
}

/// A screen that drops every token edit: the kind of bug the shared cases exist to catch.
@MainActor
private final class IgnoringToken: CalculatorScreen {
  private let base: any CalculatorScreen
  init(_ base: any CalculatorScreen) { self.base = base }
  func editToken(_ token: String) {}
  func editInput(_ input: String) { base.editInput(input) }
  var resultText: String { base.resultText }
}
