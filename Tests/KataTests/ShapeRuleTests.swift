import ConformanceCases
import KataDriver
import KataRegistry
import Testing

/// One rule of one screen of one registered architecture.
struct RuleCase: Sendable, CustomTestStringConvertible {
  var architecture: Architecture
  var screen: ScreenKind
  var rule: ShapeRule

  /// `mvp · calculator · the presenter does not keep its view alive`
  var testDescription: String { "\(architecture.name) · \(screen) · \(rule.name)" }

  /// Every rule of every screen of every registered architecture, by the pattern it claims.
  static let all: [RuleCase] = Architecture.all.flatMap { architecture in
    ScreenKind.allCases.flatMap { screen in
      architecture.pattern.rules.map { RuleCase(architecture: architecture, screen: screen, rule: $0) }
    }
  }
}

/// The shape, proved: each architecture is the pattern it claims, measured on its running
/// objects, and each rule is proved to bite by a deliberately wrong architecture.
@Suite("Shape: every architecture keeps the rules of the pattern it claims")
@MainActor
struct ShapeRuleTests {
  @Test("keeps the rule", arguments: RuleCase.all)
  func keepsTheRule(example: RuleCase) async {
    let result = example.rule.check(await ScreenShape.measure(example.screen, of: example.architecture))
    #expect(result.passed, "\(result.message)")
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
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: [mistake.architecture])
    #expect(Set(results.filter { !$0.passed }.map(\.caseName)) == mistake.failsCases)
  }

  @Test("a wrong architecture breaks exactly the rules it names, each with its hint", arguments: Mistake.all)
  func mistakeBreaksItsRules(mistake: Mistake) async {
    let reports = await ShapeCheck.run([mistake.architecture])
    #expect(reports.map(\.shape.screen) == ScreenKind.allCases)
    for report in reports {
      let failed = report.results.filter { !$0.passed }
      let expected = report.shape.screen == mistake.screen ? mistake.breaks : []
      #expect(Set(failed.map(\.rule.name)) == expected, "\(report.shape.screen)")
      for result in failed {
        #expect(result.message.contains(result.rule.hint), "\(result.rule.name): \(result.message)")
        #expect(result.message.contains(result.rule.lesson))
      }
    }
  }

  @Test("every rule of the three lessons' patterns is proved to bite by a mistake")
  func everyRuleBites() {
    let bitten = Set(Mistake.all.flatMap(\.breaks))
    for rule in [Pattern.mvc, .mvp, .mvvm].flatMap(\.rules) {
      #expect(bitten.contains(rule.name), "no mistake breaks '\(rule.name)'")
    }
  }
}
