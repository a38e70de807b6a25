import KataRegistry
import Testing

@testable import KataDriver
@testable import KataShape

/// Each rule reads only the observations it declares, and a measurement gathers only those the
/// rules it is made for ask: measured for one rule alone, a kept mistake is still caught by it,
/// and a rule whose observation was not gathered is not measured, never passed.
///
/// Serialized, as ``ShapeRuleTests`` is: some wrong architectures keep their state in `static var`s.
@Suite("Shape: each rule reads only the observations it declares", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct ShapeObservationTests {
  @Test("a mistake measured for one rule it breaks, alone, is caught by that rule", arguments: Mistake.all)
  func ruleAloneCatchesItsMistake(mistake: Mistake) async {
    for rule in mistake.breaks {
      let shape = await ScreenShape.measure(mistake.screen, of: mistake.architecture, for: [rule])
      #expect(shape.gathered == ShapeObservation.needed(by: [rule]), "\(rule.name)")
      let result = rule.check(shape)
      // Without call stacks, a rule that needs them says so; it never passes.
      #expect(
        result.failed || (result.status == .notMeasured && !shape.callStacksMeasured),
        "\(rule.name), measured alone, reads what it did not declare: \(result.status.rawValue) \(result.message)"
      )
    }
  }

  @Test("a measurement for a rule that reads only who holds whom gathers nothing else")
  func gathersOnlyWhatIsAsked() async {
    let shape = await ScreenShape.measure(.calculator, of: .mvvm, for: [.screenAlwaysAnswers])
    #expect(shape.gathered == [.holding])
    #expect(!shape.parts.isEmpty)
    #expect(shape.steps.isEmpty)
  }

  @Test(
    "a rule whose observation was not gathered is not measured, and says what was not gathered",
    arguments: [
      ShapeRule.currentValueOnBind, .nothingOutlivesItsScreen, .computesWithTheGivenModel,
      .viewIsToldOnTheMainActor,
    ])
  func ungatheredIsNotMeasured(rule: ShapeRule) async throws {
    // A screen that breaks the rule: measured for it, it fails; measured without what it reads,
    // it is not measured, never passed.
    let mistake = try #require(Mistake.all.first { $0.brokenRuleNames.contains(rule.name) })
    let shape = await ScreenShape.measure(
      mistake.screen, of: mistake.architecture, for: [.everyObjectHasARole])
    let result = rule.check(shape)
    #expect(result.status == .notMeasured, "\(result.message)")
    #expect(result.message.contains("which the measurement did not gather"), "\(result.message)")
    for observation in rule.needs {
      #expect(result.message.contains(observation.rawValue), "\(result.message)")
    }
  }
}
