import KataRegistry
import Testing

@testable import KataCommandLine
@testable import KataDriver
@testable import KataGates
@testable import KataShape

/// What a pattern of one's own is held to, and what `kata progress` makes of a rule that was
/// not measured: each test fails against a wrong change to the kit that the rest of the suite
/// let through (a floor counted as declared by a rule about another route, an unmeasured rule
/// counted as done or as found wrong).
@Suite("Floors of a pattern of one's own, and progress with a rule not measured", .timeLimit(.minutes(2)))
@MainActor
struct FloorAndProgressTests {
  /// A rule that no hub screen gives anything to judge: the hub's calculator view notes nothing
  /// of what reaches it.
  static let unmeasurable = ShapeRule.showsWhatArrives(
    .view, name: "the hub's view formats nothing", why: "the hub formats.", hint: "note what arrives.",
    lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")

  static func hub(_ rules: [ShapeRule], name: String) -> Architecture {
    Pattern.hubArchitecture(Pattern(name: "Hub", mediator: .hub, rules: rules), name: name)
  }

  @Test("a Model gated through another role than the mediator leaves the mediator's floor in place")
  func modelGateThroughAnotherRole() async throws {
    // The Model is reached only through the view, which is not the hub: that declares no way to
    // the Model through the hub, so "the hub is the only way to the Model" still holds the view
    // that asks the Model around its hub.
    let gate = ShapeRule.reachesOnly(
      [.model, .service], through: .view, name: "only the view asks the Model", why: "it decides.",
      hint: "ask from the view.", lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")
    let pattern = Pattern(name: "Hub", mediator: .hub, rules: Pattern.declaredHub.ownRules + [gate])
    #expect(!pattern.declaresModelRoute)
    #expect(pattern.rules.contains { $0.name == pattern.mediatorFloorRule.name })
    let bypassed = try #require(Mistake.all.first { $0.name.contains("whose view asks the Model around it") })
    let architecture = Architecture(
      name: "bypassed-hub-gated", summary: "a view that asks the Model around its hub", pattern: pattern,
      roles: bypassed.architecture.roles,
      calculator: { bypassed.architecture.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { bypassed.architecture.makeScoreListScreen(service: $0, trace: $1) })
    let report = await ShapeCheck.run([architecture], screens: [.calculator]).first
    #expect(report?.results.contains { $0.rule.name == pattern.mediatorFloorRule.name && $0.failed } == true)
  }

  @Test("a `reachesOnly` rule about the view is no gate to the Model")
  func reachesOnlyAboutTheView() {
    let aboutTheView = ShapeRule.reachesOnly(
      [.view], through: .hub, from: .screen, name: "the screen reaches the view only through the hub",
      why: "the hub is between.", hint: "go through the hub.",
      lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")
    let pattern = Pattern(name: "Hub", mediator: .hub, rules: Pattern.declaredHub.ownRules + [aboutTheView])
    #expect(!pattern.declaresModelRoute)
    #expect(pattern.rules.contains { $0.name == pattern.mediatorFloorRule.name })
  }

  @Test("a rule about another route to the view leaves the silent hub's floor in place")
  func routeToTheViewFromAnotherRole() async {
    // The screen owns its view: a route to the view, but not the hub's. The hub that keeps and
    // calls its view still fails "the hub reaches the view only by a route its pattern declares".
    let screenOwnsView = ShapeRule.owns(
      .screen, .view, name: "the screen owns its view", why: "it is the window.", hint: "keep the view.",
      lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")
    let pattern = Pattern(name: "Hub", mediator: .hub, rules: [screenOwnsView])
    #expect(!pattern.declaresViewRoute)
    let architecture = Pattern.hubArchitecture(pattern, name: "silent-hub-screen-rule")
    let report = await ShapeCheck.run([architecture], screens: [.calculator]).first
    #expect(
      report?.results.contains { $0.rule.name == pattern.undeclaredRouteRule.name && $0.failed } == true)
  }

  /// The classroom after step 3, with `added` registered beside the lessons.
  static func classroom(adding added: Architecture) -> Classroom {
    Classroom(workbench: GateTests.classroom(after: 3).workbench, registered: Architecture.lessons + [added])
  }

  @Test(
    "step 4 with a rule never measured is not done, its problem is marked not measured, and progress exits 69"
  )
  func unmeasuredRuleHoldsStepFour() async throws {
    let added = Self.hub(Pattern.declaredHub.ownRules + [Self.unmeasurable], name: "hub-unmeasured")
    let steps = await ExerciseStep.progress(of: Self.classroom(adding: added))
    let four = try #require(steps.first { $0.step.number == 4 })
    #expect(!four.passed)
    #expect(!four.problems.isEmpty && four.problems.allSatisfy { !$0.measured }, "\(four.problems)")
    #expect(four.problems.contains { $0.what.contains("the hub's view formats nothing: not measured") })
    #expect(ProgressCommand.json(steps, through: 4).contains("\"measured\": false"))
    #expect(ProgressCommand.failure(of: steps)?.status == .notMeasured)
  }

  @Test("a step with one rule failed and one not measured is found wrong: progress exits 1, not 69")
  func failedAndUnmeasuredExitsOne() async throws {
    // No route to the view declared: the hub that calls its view fails the floor, and the rule
    // that is never measured says so beside it.
    let added = Self.hub([Self.unmeasurable], name: "hub-failed-and-unmeasured")
    let steps = await ExerciseStep.progress(of: Self.classroom(adding: added))
    let four = try #require(steps.first { $0.step.number == 4 })
    #expect(!four.passed)
    #expect(four.problems.contains { $0.measured } && four.problems.contains { !$0.measured })
    #expect(ProgressCommand.failure(of: steps)?.status == .checkFailed)
  }
}
