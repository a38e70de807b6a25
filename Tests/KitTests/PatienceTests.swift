import CalculatorMVP
import ConformanceCases
import Dispatch
import Foundation
import KataShape
import ScoreBoard
import Testing

@testable import KataCommandLine
@testable import KataDriver
@testable import KataGates
@testable import KataLessons

#if canImport(Glibc)
  import Glibc
#endif

/// Every verdict arrives: a screen whose load never returns fails, naming what waits, within
/// the driver's patience; one that holds the main actor for good is ended by the watchdog, with
/// its message and its own exit status.
@Suite("Patience: every verdict arrives, whatever a screen's code does", .timeLimit(.minutes(2)))
@MainActor
struct PatienceTests {
  static let waiterDropping = Mistake.unansweringMistakes[0]
  static let requestCancelling = Mistake.unansweringMistakes[1]
  static let abandonedRefresh =
    "a refresh replaces a load, then its caller gives up: the screen ends on the refresh"

  @Test(
    "a load that never returns fails its case, naming what waits and where to read; after two, the rest are not run"
  )
  func neverReturningLoadFailsItsCases() async throws {
    var cases = try CaseCollection.builtIn()
    cases.calculator = []
    let results = await ConformanceCheck.run(cases, through: [Self.waiterDropping.architecture])
    #expect(results.count == cases.rosters.count)
    #expect(results.allSatisfy { !$0.passed })
    let first = try #require(results.first)
    #expect(first.actual.contains("the load never returned: the screen shows"), "\(first.actual)")
    #expect(first.actual.contains("with nothing in flight"), "\(first.actual)")
    #expect(first.actual.contains("docs/05-lifetimes-and-concurrency.md#who-owns-a-task"), "\(first.actual)")
    #expect(results.dropFirst().first?.actual.contains("(the load never returned: ") == true)
    #expect(
      results.dropFirst(2).allSatisfy {
        $0.actual.contains("not run: two earlier cases' loads never returned")
      })
  }

  @Test(
    "a refresh that, given up, cancels the request the first load waits for fails that case alone: the load never returned"
  )
  func abandonedRefreshThatCancelsTheSharedRequest() async throws {
    var cases = try CaseCollection.builtIn()
    cases.calculator = []
    let results = await ConformanceCheck.run(cases, through: [Self.requestCancelling.architecture])
    let abandoned = try #require(results.first { $0.caseName == Self.abandonedRefresh })
    #expect(!abandoned.passed)
    #expect(
      abandoned.actual.contains(
        "the load never returned: the screen is still loading, with nothing in flight"),
      "\(abandoned.actual)")
    #expect(!results.contains { $0.actual.contains("not run") })
  }

  @Test(
    "a report that runs the cases twice waits once for a screen that never answers, and shows what it showed")
  func unansweredCasesAreKeptAcrossRuns() {
    let unanswered = ConformanceCheck.Unanswered()
    let stalled = RosterRun(shown: [.loading], verdicts: [.stalled("the load never returned")])
    unanswered.note(stalled, byCase: 3, of: "wrong")
    #expect(unanswered.run(byCase: 3, of: "wrong") == stalled)
    #expect(unanswered.run(byCase: 4, of: "wrong") == nil, "one stall leaves the later cases to run")
    #expect(unanswered.run(byCase: 3, of: "other") == nil)
    unanswered.note(stalled, byCase: 5, of: "wrong")
    #expect(
      unanswered.run(byCase: 4, of: "wrong") == nil,
      "a case before the second stall ran, and is not skipped")
    #expect(unanswered.run(byCase: 6, of: "wrong")?.verdicts == [.notRun])
  }

  /// Patience is counted in naps of a millisecond each: a task that ends after a few hundred
  /// milliseconds ended well within it, and a screen that slow has answered.
  @Test("a wait that ends within the patience is an answer: a task that ends after 300 ms has ended")
  func slowAnswerWithinPatienceEnded() async {
    let slow = Task<Void, Never> { try? await Task.sleep(for: .milliseconds(300)) }
    #expect(
      await Patience.ended(slow),
      "a task that ended after 300 ms, within \(Patience.naps) naps of at least a millisecond each, was given up on"
    )
  }

  @Test("a run's verdicts are shown last, as the failures a student reads, in the words they always had")
  func verdictsAreShownAsFailures() {
    let stalled = RosterRun(shown: [.loading], verdicts: [.stalled("the load never returned")])
    #expect(stalled.stalled)
    #expect(
      stalled.states == [
        .loading,
        .failed(
          "(the load never returned: let every load end when its request answers, fails or is replaced, and never "
            + "cancel a request that a load still waits for; docs/05-lifetimes-and-concurrency.md#who-owns-a-task)"
        ),
      ])
    let notRun = RosterRun(shown: [.loading], verdicts: [.notRun])
    #expect(!notRun.stalled)
    #expect(
      notRun.states.last
        == .failed(
          "(not run: two earlier cases' loads never returned, and this screen would wait for its own too; "
            + "mend those first)"))
    // A screen that went on after it was let go: what it showed, then each verdict in turn.
    let letGo = RosterRun(shown: [.loading, .empty], verdicts: [.aliveWhenLetGo, .notCancelledWhenLetGo])
    #expect(!letGo.stalled)
    #expect(letGo.states.count == 4)
    #expect(
      letGo.states.last
        == .failed(
          "(the load went on after its screen was let go: cancel it in the deinit of whoever owns its task)"))
  }

  @Test(
    "a screen whose load never returns fails 'the screen always answers', and every other rule is not measured"
  )
  func measurementStopsAtAScreenThatNeverAnswers() async throws {
    let report = try #require(
      await ShapeCheck.run([Self.waiterDropping.architecture], screens: [.scoreList]).first)
    #expect(
      report.shape.stall?.hasPrefix("the load never returned") == true, "\(report.shape.stall ?? "none")")
    let answers = try #require(report.results.first { $0.rule.name == ShapeRule.screenAlwaysAnswers.name })
    #expect(answers.failed)
    #expect(answers.message.contains(ShapeRule.screenAlwaysAnswers.hint))
    let others = report.results.filter { $0.rule.name != ShapeRule.screenAlwaysAnswers.name }
    #expect(!others.isEmpty && others.allSatisfy { $0.status == .notMeasured }, "\(others.map(\.message))")
  }

  @Test(
    "step 2's gate and the progress end on a presenter whose load never returns, the first problem naming it")
  func gateEndsOnAScreenThatNeverAnswers() async throws {
    let classroom = Classroom(workbench: Self.waiterDropping.architecture, registered: Architecture.lessons)
    let steps = await ExerciseStep.progress(of: classroom)
    let stepTwo = try #require(steps.first { $0.step.number == 2 })
    #expect(!stepTwo.passed)
    let first = try #require(stepTwo.problems.first)
    #expect(
      first.what.contains("score list: the screen always answers: the load never returned"), "\(first.what)")
    #expect(first.read == ShapeRule.screenAlwaysAnswers.lesson)
    #expect(first.measured)
    let json = ProgressCommand.json(steps, through: 4)
    #expect(json.contains("the load never returned"))
  }

  #if os(Linux)
    /// Set for the test binary that the watchdog's tests start as their child: the mistake to
    /// measure (`spins`, `blocks`). Only there does ``childHoldsTheMainActor()`` run.
    nonisolated static let childMistake = ProcessInfo.processInfo.environment["KATA_WATCHDOG_CHILD"]

    @Test(
      "a screen that spins on the main actor is ended by the watchdog, with its message and status 70",
      arguments: [
        (
          "spins",
          "has been held for 2.0 seconds of the processor's work while driving the score list of wrong-mvp"
        ),
        ("blocks", "with no work done, while driving the score list of wrong-mvp"),
      ])
    nonisolated func watchdogEndsAHeldMainActor(mistake: String, says: String) async throws {
      let (exit, errors) = try await KataProcess.onOwnThread { try Self.childHolding(mistake) }
      #expect(exit == MainActorWatchdog.exitStatus, "\(errors)")
      #expect(errors.contains("kata: the main actor "), "\(errors)")
      #expect(errors.contains(says), "\(errors)")
      #expect(errors.contains("docs/05-lifetimes-and-concurrency.md#main-actor-isolation"), "\(errors)")
    }

    @Test(
      "the child that the watchdog's tests start: measures a screen that holds the main actor",
      .enabled(if: childMistake != nil, "run only as the child of watchdogEndsAHeldMainActor"))
    func childHoldsTheMainActor() async {
      let holder = Self.childMistake == "blocks" ? BlockingPresenter.holding : SpinningPresenter.holding
      _ = await ShapeCheck.run([holder], screens: [.scoreList])
      Issue.record("the watchdog let a held main actor go on")
    }

    /// Starts this test binary as the child, to run ``childHoldsTheMainActor()`` on `mistake`
    /// with a patience of 2 seconds of work; returns its exit status and what it wrote to
    /// standard error.
    nonisolated static func childHolding(_ mistake: String) throws -> (Int32, String) {
      let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      let errorsPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("kata-watchdog-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: errorsPath) }
      let errors = try KataProcess.openFile(errorsPath, O_WRONLY | O_CREAT | O_TRUNC)
      let output = try KataProcess.openFile("/dev/null", O_WRONLY)
      var child = try KataProcess.start(
        ["--testing-library", "swift-testing", "--filter", "childHoldsTheMainActor"].map { Array($0.utf8) },
        program: URL(fileURLWithPath: testBinary), stdin: output, stdout: output, stderr: errors,
        environment: ["KATA_WATCHDOG_CHILD=\(mistake)", "KATA_MAIN_ACTOR_PATIENCE=2"])
      child.command = "the watchdog's child (\(mistake))"
      close(errors)
      close(output)
      let exit = child.wait()
      return (exit.status, (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "")
    }
  #endif
}

/// The mistake: a presenter whose load spins on the main actor, and never lets it go.
@MainActor
final class SpinningPresenter: ListPresenting {
  static let holding = Mistake.listPresented(by: SpinningPresenter.self)
  private var spins = 0

  init(service: any ScoreService) {}
  func attach(_ view: any CalculatorMVP.ScoreListView) {}

  func load() async {
    while spins >= 0 { spins = spins == .max ? 0 : spins + 1 }
  }
}

/// The mistake: a presenter whose load waits, on the main actor, for a signal nobody sends.
@MainActor
final class BlockingPresenter: ListPresenting {
  static let holding = Mistake.listPresented(by: BlockingPresenter.self)

  init(service: any ScoreService) {}
  func attach(_ view: any CalculatorMVP.ScoreListView) {}

  func load() async {
    DispatchSemaphore(value: 0).wait()
  }
}
