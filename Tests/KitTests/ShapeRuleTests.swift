import ConformanceCases
import KataRegistry
import ScoreBoard
import Testing

@testable import KataDriver
@testable import KataEvidence
@testable import KataLessons
@testable import KataShape
@testable import KataTests
@testable import KataTracing

/// The rules, proved: each one bites, on architectures written wrong on purpose, and lets the
/// honest variants of its pattern pass (every registered architecture keeping them is the
/// student's suite's `ArchitectureShapeTests`).
///
/// Serialized: some wrong architectures keep their state in `static var`s, which is their
/// mistake; two runs of one of them interleaved at an `await` would share it, and each read
/// the other's. The suite runs on the main actor, so running in turn costs no time.
@Suite(
  "Shape: every rule fails its kept mistakes and passes the honest variants", .serialized,
  .timeLimit(.minutes(2)))
@MainActor
struct ShapeRuleTests {
  @Test(
    "who asks the Model is measured on the call stack: each lesson's mediator",
    arguments: Architecture.lessons)
  func measuresWhoAsksTheModel(architecture: Architecture) async {
    for screen in ScreenKind.allCases {
      let shape = await ScreenShape.measure(screen, of: architecture)
      guard shape.callStacksMeasured else {
        #expect(shape.modelCalls.isEmpty, "no call stacks here, yet calls were noted")
        continue
      }
      let calls = shape.modelCalls
      #expect(!calls.isEmpty, "\(screen): no question to the Model was seen")
      for call in calls {
        #expect(
          call.role == architecture.mediator,
          "\(screen): \(call.method) asked, as \(call.role?.name ?? "no role")")
      }
    }
  }

  @Test("a call stack's frame names the type whose code it runs, as the backtracer names frames")
  func framesNameTheirType() {
    let frames = [
      "CalculatorPresenter.present()": ["CalculatorPresenter"],
      "ScoreListPresenter.load()": ["ScoreListPresenter"],
      "MVPScoreListComposition.View.displayLoading()": ["MVPScoreListComposition", "View"],
      "closure #1 in LabelledView.init(model:trace:)": ["LabelledView"],
      "protocol witness for ScoreListView.displayLoading() in conformance MVPScoreListScreen": [],
      // An async function's frame after a suspension: the code of the type it resumes.
      "(1) await resume partial function for ScoreListPresenter.load()": ["ScoreListPresenter"],
      "(2) suspend resume partial function for closure #1 in ScoreListViewModel.startLoading()": [
        "ScoreListViewModel"
      ],
    ]
    for (frame, types) in frames {
      #expect(CallerEvidence.types(inFrame: frame) == types, "\(frame)")
    }
    // A factory function outside any type, and none of the frames above, is a free function.
    #expect(CallerEvidence.isFreeFunction("makeCalculatorViewModel(model:)"))
    #expect(frames.keys.allSatisfy { !CallerEvidence.isFreeFunction($0) })
  }

  @Test("every Model and service the driver hands a screen is of one type, in calc, check and shape alike")
  func oneTypeOfModel() async {
    @MainActor final class Seen {
      var models: Set<String> = []
      var services: Set<String> = []
    }
    let seen = Seen()
    let recording = Architecture(
      name: "recording", summary: "notes the type of what it is given", pattern: .mvc, roles: [],
      calculator: { model, trace in
        seen.models.insert(String(reflecting: type(of: model)))
        return Architecture.mvc.makeCalculatorScreen(model: model, trace: trace)
      },
      scoreList: { service, trace in
        seen.services.insert(String(reflecting: type(of: service)))
        return Architecture.mvc.makeScoreListScreen(service: service, trace: trace)
      })
    _ = recording.makeCalculatorScreen()
    _ = recording.makeCalculatorScreen(trace: Trace())
    _ = recording.makeScoreListScreen(
      service: RepositoryScoreService(repository: InMemoryRepository([])), trace: Trace())
    _ = recording.makeScoreListScreen(service: ProbeService())
    for screen in ScreenKind.allCases { _ = await ScreenShape.measure(screen, of: recording) }
    #expect(seen.models == ["KataDriver.ModelSeam"])
    #expect(seen.services == ["KataDriver.ServiceSeam"])
  }

  @Test("every pattern's rules have distinct names, a why, a hint and a lesson to read")
  func rulesAreWellFormed() {
    for pattern in Set(Architecture.all.map(\.pattern.name)) {
      let rules = Architecture.all.first { $0.pattern.name == pattern }?.pattern.rules ?? []
      #expect(Set(rules.map(\.name)).count == rules.count, "\(pattern)")
      for rule in rules {
        #expect(!rule.why.isEmpty && !rule.hint.isEmpty && rule.lesson.hasPrefix("docs/"), "\(rule.name)")
      }
    }
  }

  @Test("a wrong architecture still passes the conformance cases it does not name", arguments: Mistake.all)
  func mistakePassesTheCases(mistake: Mistake) async throws {
    // The other screen is the lesson's own, which the shared suite runs through every case.
    var cases = try CaseCollection.builtIn()
    if !mistake.onEveryScreen {
      if mistake.screen == .calculator { cases.rosters = [] } else { cases.calculator = [] }
    }
    let results = await ConformanceCheck.run(cases, through: [mistake.architecture])
    guard !mistake.casesDependOnHistory else { return }
    #expect(Set(results.filter { !$0.passed }.map(\.caseName)) == mistake.failsCases)
  }

  @Test("a wrong architecture breaks exactly the rules it names, each with its hint", arguments: Mistake.all)
  func mistakeBreaksItsRules(mistake: Mistake) async {
    // The other screen is the lesson's own, which the lessons' tests already hold to every rule.
    let screens = mistake.onEveryScreen ? ScreenKind.allCases : [mistake.screen]
    let reports = await ShapeCheck.run([mistake.architecture], screens: screens)
    #expect(reports.map(\.shape.screen) == screens)
    for report in reports {
      let failed = report.results.filter(\.failed)
      let expected =
        report.shape.screen == mistake.screen || mistake.onEveryScreen ? mistake.brokenRuleNames : []
      // Without call stacks, a rule that needs them may not see the mistake: it must then say
      // it was not measured, never pass.
      let unseen = report.results.filter { $0.status == .notMeasured && expected.contains($0.rule.name) }
      #expect(
        Set(failed.map(\.rule.name)).union(unseen.map(\.rule.name)) == expected,
        "\(report.shape.screen): \(failed.map(\.message))")
      #expect(unseen.isEmpty || !report.shape.callStacksMeasured)
      if let says = mistake.says, report.shape.screen == mistake.screen, unseen.isEmpty {
        #expect(failed.contains { $0.message.contains(says) }, "no message says \(says)")
      }
      for result in failed {
        #expect(result.message.contains(result.hint), "\(result.rule.name): \(result.message)")
        #expect(result.message.contains(result.rule.lesson))
        if let neverSays = mistake.neverSays {
          #expect(
            !result.message.contains(neverSays), "\(result.rule.name) says \(neverSays): \(result.message)")
        }
      }
    }
  }

  @Test("a legitimate variant keeps every rule of its pattern and passes every case", arguments: Variant.all)
  func variantKeepsEveryRule(variant: Variant) async throws {
    for report in await ShapeCheck.run([variant.architecture]) {
      for result in report.results {
        #expect(!result.failed, "\(report.shape.screen) · \(result.rule.name): \(result.message)")
      }
    }
    var cases = try CaseCollection.builtIn()
    // Each calculator case is read once its screen has settled, as the suite reads every
    // screen: all of them together, so that a variant that waits (a debounce) waits once.
    let shown = await CalculatorCase.run(cases.calculator.map { ($0, variant.architecture) })
    for (example, shown) in zip(cases.calculator, shown) {
      #expect(shown == example.expected, "\(example.name)")
    }
    cases.calculator = []
    let failed = await ConformanceCheck.run(cases, through: [variant.architecture]).filter { !$0.passed }
    #expect(failed.isEmpty, "fails \(failed.map(\.caseName))")
  }

  @Test(
    "a view that notes no value where it arrives is not measured on 'the view formats nothing', and is told how to be"
  )
  func formattingWithoutAValueIsNotMeasured() async throws {
    let mistake = try #require(Mistake.all.first { $0.unseenRoute == "a view that notes no value" })
    let report = try #require(await ShapeCheck.run([mistake.architecture], screens: [mistake.screen]).first)
    let result = try #require(report.results.first { $0.rule.name == ShapeRule.boundViewFormatsNothing.name })
    #expect(result.status == .notMeasured)
    #expect(result.message.contains("carrying:"), "\(result.message)")
  }

  @Test(
    "a view that notes nothing it is told is measured on the main actor through the views bound beside it")
  func mainActorMeasuredThroughBoundViews() async throws {
    let mistake = try #require(Mistake.all.first { $0.unseenRoute == "a view that notes no value" })
    let report = try #require(await ShapeCheck.run([mistake.architecture], screens: [mistake.screen]).first)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.viewIsToldOnTheMainActor.name })
    #expect(result.status == .passed, "\(result.message)")
  }

  /// MVP has no binding: a view that notes nothing of what it is told leaves no evidence of
  /// where it was told, and the main-actor rule says so rather than passing.
  @Test(
    "a view that notes nothing, with no binding beside it, is not measured on the main actor, and told why")
  func mainActorUnmeasuredWithoutEvidence() async throws {
    let untraced = Architecture(
      name: "mvp-untraced", summary: "the MVP lesson, its views made without a trace", pattern: .mvp,
      roles: Architecture.mvp.roles,
      calculator: { model, _ in Architecture.mvp.makeCalculatorScreen(model: model, trace: nil) },
      scoreList: { service, _ in Architecture.mvp.makeScoreListScreen(service: service, trace: nil) })
    let report = try #require(await ShapeCheck.run([untraced], screens: [.calculator]).first)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.viewIsToldOnTheMainActor.name })
    #expect(result.status == .notMeasured, "\(result.status): \(result.message)")
    #expect(result.message.contains("noted no message"), "\(result.message)")
  }

  @Test("each mistake the rules cannot see is named, with its route, in the guide and its Korean page")
  func unseenMistakesAreNamed() throws {
    for page in ["adding-an-architecture.md", "ko/adding-an-architecture.md"] {
      let text = try DocsTests.text(of: page)
      for mistake in Mistake.all {
        guard let route = mistake.unseenRoute else { continue }
        #expect(mistake.breaks.isEmpty, "\(mistake.name)")
        #expect(text.contains(route), "docs/\(page) does not name \(route)")
      }
    }
  }

  @Test("every rule of every lesson's pattern is proved to bite by a mistake of that pattern")
  func everyRuleBites() {
    for pattern in Architecture.lessons.map(\.pattern) {
      let bitten = Set(
        Mistake.all.filter { $0.architecture.pattern.name == pattern.name }.flatMap(\.brokenRuleNames))
      for rule in pattern.ownRules {
        #expect(
          bitten.contains(rule.name),
          """
          no \(pattern) mistake breaks '\(rule.name)': keep the lesson written wrong on purpose as a `Mistake` \
          in Tests/KitTests/Mistakes, and add its list to `Mistake.all` in Mistakes/Mistake.swift \
          (docs/adding-a-lesson.md, "Kept mistakes")
          """)
      }
    }
    let bitten = Set(Mistake.all.flatMap(\.brokenRuleNames))
    for rule in Pattern.commonRules {
      #expect(bitten.contains(rule.name), "no mistake breaks '\(rule.name)'")
    }
  }
}
