import ConformanceCases
import ExerciseStep0
import ExerciseStep1
import ExerciseStep2
import ExerciseStep3
import ExerciseStep4
import Foundation
import KataRegistry
import Testing

@testable import KataCommandLine
@testable import KataDriver
@testable import KataGates
@testable import KataLessons
@testable import KataTracing

/// The classroom path, proved on the reference solutions: every gate fails on the step before
/// with a message that teaches, and passes on its own step.
@Suite("Exercises: the gates, on the reference solutions", .timeLimit(.minutes(2)))
@MainActor
struct GateTests {
  /// The classroom at the end of step `number`: the workbench as the solution leaves it, and,
  /// from step 4, the solution's architecture registered beside the lessons.
  static func classroom(after number: Int) -> Classroom {
    let workbenches: [Architecture] = [
      ExerciseStep0.Exercise.architecture, ExerciseStep1.Exercise.architecture,
      ExerciseStep2.Exercise.architecture, ExerciseStep3.Exercise.architecture,
      ExerciseStep3.Exercise.architecture,
    ]
    return Classroom(
      workbench: workbenches[number], registered: Architecture.lessons + (number >= 4 ? [.exerciseStep4] : [])
    )
  }

  /// The step whose number is `number` (1 to 4), as the classroom numbers them.
  static func step(numbered number: Int) -> ExerciseStep {
    guard let step = ExerciseStep.all.first(where: { $0.number == number }) else {
      preconditionFailure("there is no exercise step \(number)")
    }
    return step
  }

  @Test("a step's gate passes on that step's solution", arguments: 1...4)
  func gatePassesOnItsStep(number: Int) async {
    let problems = await Self.step(numbered: number).check(Self.classroom(after: number))
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("step 1's gate fails a Model that keeps the view and sets its label, with a why about the Model")
  func modelThatKeepsTheViewFailsStepOne() async {
    let wrong = Mistake.labellingModel.architecture
    let problems = await Self.step(numbered: 1).check(
      Classroom(workbench: wrong, registered: Architecture.lessons))
    let problem = problems.first { $0.what.contains("the Model knows no view") }
    #expect(problem?.what.contains("LabellingModel keeps the view") == true, "\(problems)")
    #expect(problem?.why.hasPrefix("the Model is the domain") == true)
  }

  @Test("step 4's failing cases say why an architecture of one's own must show what the lessons show")
  func stepFourCasesSayWhy() async throws {
    let stale = try #require(
      Mistake.all.first { $0.name.hasPrefix("an MVC list controller that keeps its old rows") })
    let classroom = Classroom(
      workbench: Self.classroom(after: 3).workbench, registered: Architecture.lessons + [stale.architecture])
    let problems = await Self.step(numbered: 4).check(classroom)
    let cases = try #require(problems.first { $0.what.contains(" failed: case '") }, "\(problems)")
    #expect(cases.why.hasPrefix("an architecture of your own changes only the layer between Model and View"))
  }

  /// Step 4's solution registered under `name`, beside the lessons, or in place of the one so named.
  static func solution(named name: String, replacing: Bool) -> Classroom {
    let solution = Architecture.exerciseStep4
    let namesake = Architecture(
      name: name, summary: solution.summary, pattern: solution.pattern, roles: solution.roles,
      calculator: { solution.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { solution.makeScoreListScreen(service: $0, trace: $1) })
    let lessons = Architecture.lessons.filter { !replacing || $0.name != name }
    return Classroom(workbench: classroom(after: 3).workbench, registered: lessons + [namesake])
  }

  @Test(
    "step 4 refuses an architecture of one's own named like a lesson, beside it or in its place, saying to rename it",
    arguments: [false, true])
  func stepFourRefusesALessonsName(replacing: Bool) async throws {
    let problems = await Self.step(numbered: 4).check(Self.solution(named: "mvp", replacing: replacing))
    let problem = try #require(problems.first, "step 4 passed an architecture named mvp")
    #expect(problem.what == "an architecture registered as 'mvp' is named like a lesson (or the workbench)")
    #expect(problem.fix.hasPrefix("give your architecture a name of its own"))
    #expect(await Self.step(numbered: 4).check(Self.solution(named: "vip", replacing: false)).isEmpty)
  }

  @Test("gates 1 to 3 run the shared cases on the workbench, whatever its rules", arguments: 1...3)
  func gatesRunTheCases(number: Int) async throws {
    let solution = Self.classroom(after: number).workbench
    let stale = try #require(
      Mistake.all.first { $0.name.hasPrefix("an MVC list controller that keeps its old rows") })
    let failing = Architecture(
      name: solution.name, summary: solution.summary, pattern: solution.pattern,
      roles: solution.roles + stale.architecture.roles,
      calculator: { solution.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { stale.architecture.makeScoreListScreen(service: $0, trace: $1) })
    let problems = await Self.step(numbered: number).check(
      Classroom(workbench: failing, registered: Architecture.lessons))
    #expect(
      problems.contains { $0.what.contains("case 'a failing reload shows the failure, not the old rows'") })
    // The stale rows (and loads never cancelled, and a task that keeps the screen) break six
    // cases of one screen: one problem for each kind of failure says so, with its why once, and
    // the loads' lifetimes send the student to page 05, not to the step's page.
    let caseProblems = problems.filter { $0.what.contains("case '") }
    let counts = caseProblems.compactMap { problem in
      problem.what.firstRange(of: " score list: ").flatMap {
        Int(problem.what[$0.upperBound...].prefix { $0.isNumber })
      }
    }
    #expect(counts.count == caseProblems.count && counts.reduce(0, +) == 6, "\(caseProblems.map(\.what))")
    let shown = caseProblems.filter { $0.read == Self.step(numbered: number).page }
    #expect(shown.count == 1 && shown.first?.what.contains("a failing reload shows the failure") == true)
    let lifetimes = caseProblems.filter { $0.read.hasPrefix("docs/05-lifetimes-and-concurrency.md#") }
    #expect(lifetimes.count == caseProblems.count - 1, "\(caseProblems.map(\.read))")
    #expect(
      lifetimes.contains {
        $0.what.contains("let go while loading") && $0.read.hasSuffix("#cancellation-on-teardown")
          && $0.fix.contains("cancel it in the view's `deinit`")
      }, "\(lifetimes.map(\.description))")
  }

  @Test(
    "step 1 fails a cache of answers with a fix about the cache, not about taking the Model it already takes")
  func staticCacheFixSaysCache() async throws {
    let cache = try #require(Mistake.all.first { $0.name.contains("caches results in a static dictionary") })
    let problems = await Self.step(numbered: 1).check(
      Classroom(workbench: cache.architecture, registered: Architecture.lessons))
    let computes = problems.filter { $0.what.contains(ShapeRule.computesWithTheGivenModel.name) }
    #expect(!computes.isEmpty, "\(problems.map(\.description))")
    for problem in computes {
      #expect(problem.fix.contains("keep no cache of answers"), "\(problem.fix)")
      #expect(!problem.fix.contains("take the Model (or service) through the initializer"), "\(problem.fix)")
    }
  }

  @Test("gate 4 fails a store of the student's own whose view writes store.state, whatever pattern it claims")
  func gateFourFailsAViewThatWritesItsStore() async {
    let classroom = Classroom(
      workbench: Self.classroom(after: 3).workbench,
      registered: Architecture.lessons + [.batteryStoreDirectWrite])
    let problems = await Self.step(numbered: 4).check(classroom)
    let floor = Architecture.batteryStoreDirectWrite.pattern.stateFloorRule.name
    #expect(
      problems.contains { $0.what.contains("\(floor): the View wrote WritableCalculatorStore.state") },
      "\(problems.map(\.what))")
  }

  @Test(
    "a failed case is explained by what it is about: a load never returned, a screen let go, a late answer")
  func failedCasesReadTheirPage() throws {
    let cases = try CaseCollection.builtIn()
    func kind(_ name: String, showed actual: String = "rows", found verdicts: [RosterVerdict] = [])
      -> FailedCaseKind
    {
      FailedCaseKind(
        ConformanceCheck.Result(
          architecture: "a", screen: "score list", caseName: name, expected: "", actual: actual,
          passed: false,
          verdicts: verdicts),
        in: cases)
    }
    let letGo = try #require(cases.rosters.first { $0.letGoWhileLoading }).name
    let overlapping = try #require(cases.rosters.first { $0.reload?.overlaps == true }).name
    let plain = try #require(cases.rosters.first { $0.reload == nil && !$0.letGoWhileLoading }).name
    #expect(kind(letGo) == .teardown)
    #expect(kind(overlapping) == .reload)
    #expect(kind(plain) == .shown)
    #expect(kind(plain, found: [.stalled("the load never returned")]) == .neverAnswered)
    #expect(kind(plain, found: [.notRun]) == .neverAnswered)
    #expect(kind(letGo, found: [.awaitedRequestCancelled]) == .neverAnswered)
    #expect(kind(letGo, found: [.notCancelledWhenLetGo]) == .teardown)
    // A kind is a verdict the driver found, never words the screen shows: a player named so is a
    // row like any other.
    #expect(kind(plain, showed: "never returned · Expert (the abandoned refresh cancelled it)") == .shown)
    let page = Self.step(numbered: 2).page
    #expect(FailedCaseKind.shown.read(page) == page)
    for other in [FailedCaseKind.neverAnswered, .teardown, .reload] {
      #expect(other.read(page).hasPrefix("docs/05-lifetimes-and-concurrency.md#"))
      #expect(other.why("the step's why") != "the step's why")
      #expect(try Self.anchorExists(other.read(page)), "\(other.read(page))")
    }
  }

  /// Whether the page and anchor `read` names exist.
  static func anchorExists(_ read: String) throws -> Bool {
    let parts = read.split(separator: "#", maxSplits: 1).map(String.init)
    return try DocsTests.anchors(of: parts[0]).contains(parts.count > 1 ? parts[1] : "")
  }

  @Test("gate 4 wants an architecture beyond the workbench, and runs its cases and every rule of its pattern")
  func gateFourChecksTheAdded() async throws {
    let workbench = ExerciseStep3.Exercise.architecture
    let alone = await Self.step(numbered: 4).check(
      Classroom(workbench: workbench, registered: Architecture.lessons + [workbench]))
    #expect(alone.first?.what.hasPrefix("no architecture is registered beyond the lessons") == true)
    for (prefix, complaint) in [
      (
        "an MVC list controller that keeps its old rows",
        "case 'a failing reload shows the failure, not the old rows'"
      ),
      (
        "a controller that computes with a Model of its own", "the screen computes with the Model it is given"
      ),
    ] {
      let mistake = try #require(Mistake.all.first { $0.name.hasPrefix(prefix) })
      let problems = await Self.step(numbered: 4).check(
        Classroom(workbench: workbench, registered: Architecture.lessons + [mistake.architecture]))
      #expect(problems.contains { $0.what.contains(complaint) }, "\(prefix)")
    }
  }

  @Test("the step-3 gate catches a view that formats what its view model publishes")
  func stepThreeCatchesAFormattingView() async {
    let problems = await Self.step(numbered: 3).check(
      Classroom(workbench: Mistake.formattingView, registered: Architecture.lessons))
    #expect(problems.map(\.description).contains { $0.contains("the view formats nothing") })
  }

  @Test(
    "a step's gate fails on the step before: its first complaint names what the step is about, and says why, what to do and what to read",
    arguments: zip(
      1...4,
      [
        "exercise calculator: the screen computes with the Model it is given",
        "exercise calculator: the view owns its presenter: no object plays Presenter",
        "exercise calculator: the view owns its view model: no object plays ViewModel",
        "no architecture is registered beyond the lessons and the workbench",
      ]))
  func gateFailsOnTheStepBefore(number: Int, complaint: String) async throws {
    let problems = await Self.step(numbered: number).check(Self.classroom(after: number - 1))
    let first = try #require(problems.first)
    #expect(first.what.hasPrefix(complaint))
    #expect(!first.what.isEmpty && !first.why.isEmpty && !first.fix.isEmpty)
    let page = String(first.read.prefix { $0 != "#" })
    #expect(
      FileManager.default.fileExists(atPath: DocsTests.root.appendingPathComponent(page).path),
      "\(first.read)")
  }

  @Test("a step counts as done when its gate or a later one passes")
  func laterGatesCount() async {
    let progress = await ExerciseStep.progress(of: Self.classroom(after: 3))
    #expect(
      progress.map(\.passedBy) == [1, 3, 3, nil], "MVP's rules no longer hold at step 3, yet step 2 is done")
    let text = ProgressCommand.text(progress)
    #expect(text.hasPrefix("✓ step 1: extract the Model\n✓ step 2: move to MVP (by step 3's gate)\n"))
    #expect(text.hasSuffix("3 of 4 steps done\n"))
  }

  @Test("a workbench that claims MVVM and breaks an MVVM rule is sent to step 3, not back to MVP")
  func movedOnIsNotSentBack() async throws {
    let mistake = try #require(
      Mistake.all.first { $0.name.hasPrefix("a binding that keeps a single listener") })
    let progress = await ExerciseStep.progress(
      of: Classroom(workbench: mistake.architecture, registered: Architecture.lessons))
    #expect(progress.map(\.passed) == [true, false, false, false])
    #expect(progress.map(\.movedOnTo) == [nil, 3, nil, nil])
    let text = ProgressCommand.text(progress)
    #expect(
      text.contains("✗ step 2: move to MVP (your workbench has moved on: step 3's gate decides)\n✗ step 3"))
    #expect(!text.contains("hold the presenter"), "no MVP advice for a workbench at MVVM")
    #expect(text.contains("the binding serves several observers"))
  }

  @Test("an architecture of one's own beside an untouched workbench does not finish the exercises")
  func stepFourComesAfterStepThree() async {
    let skipper = Classroom(
      workbench: ExerciseStep0.Exercise.architecture, registered: Architecture.lessons + [.exerciseStep4])
    let problems = await Self.step(numbered: 4).check(skipper)
    #expect(
      problems.contains {
        $0.what.hasPrefix("step 3 first: exercise calculator: the view owns its view model")
      })
    let progress = await ExerciseStep.progress(of: skipper)
    #expect(progress.map(\.passed) == [false, false, false, false])
  }

  @Test("every step of the solutions is done at the end, and the JSON says so for a grader")
  func allDone() async throws {
    let progress = await ExerciseStep.progress(of: Self.classroom(after: 4))
    #expect(progress.allSatisfy { $0.passed })
    let json = ProgressCommand.json(progress, through: 4)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(report["done"] as? Int == 4)
    let steps = try #require(report["steps"] as? [[String: Any]])
    #expect(steps.map { $0["passed"] as? Bool } == [true, true, true, true])
  }

  @Test("the workbench as it ships shows the massive controller's own flow, and no Model")
  func shippedFlow() {
    let trace = Trace()
    let screen = ExerciseStep0.Exercise.architecture.makeCalculatorScreen(trace: trace)
    screen.editToken(",")
    screen.editInput("1,2,3")
    #expect(
      TraceFormat.text.render(trace.takeMessages()) == """
        User -> Controller: viewDidLoad()
        Controller -> View: setResultText("0")
        User -> View: edits the token field: ","
        View -> Controller: tokenDidChange(",")
        Controller -> View: setResultText("0")
        User -> View: edits the input field: "1,2,3"
        View -> Controller: inputDidChange("1,2,3")
        Controller -> View: setResultText("6")

        """)
    #expect(screen.resultText == "6")
  }

  @Test("the report of a step: under a ✗ its first problem and how many more; a step done lists none")
  func progressReport() throws {
    let problems = (1...3).map {
      GateProblem(what: "problem \($0)", why: "why", fix: "fix", read: "read", rule: "rule")
    }
    let step = try #require(ExerciseStep.all.first)
    let notDone = ExerciseStep.Progress(step: step, passedBy: nil, movedOnTo: nil, problems: problems)
    let text = ProgressCommand.text([notDone])
    #expect(text.contains("    problem 1\n"))
    #expect(!text.contains("problem 2"))
    #expect(text.contains("    (and 2 more problems: KATA_STEP=1 swift test --filter Exercise)\n"), "\(text)")

    // Done by a later step's gate: its own gate's complaints are of no use any more.
    let doneLater = ExerciseStep.Progress(step: step, passedBy: 2, movedOnTo: nil, problems: problems)
    let json = ProgressCommand.json([doneLater], through: 1)
    #expect(
      json.contains("\"passed\": true, \"passedBy\": 2, \"movedOnTo\": null, \"problems\": []}"), "\(json)")
    #expect(!ProgressCommand.text([doneLater]).contains("problem"))
  }
}
