import KataRegistry
import Testing

@testable import KataDriver
@testable import KataShape

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

/// The shape, proved on every registered architecture: each one is the pattern it claims,
/// measured on its running objects, one test per rule of its pattern and screen. (That each rule
/// bites, on architectures written wrong on purpose, is the kit's own proof: `KATA_KIT=1`.)
@Suite("Shape: every architecture keeps the rules of the pattern it claims", .timeLimit(.minutes(2)))
@MainActor
struct ArchitectureShapeTests {
  /// Each screen of each architecture, measured once for the cases of all its rules.
  static var measured: [String: Task<ScreenShape, Never>] = [:]

  @Test("keeps the rule", arguments: RuleCase.all)
  func keepsTheRule(example: RuleCase) async {
    let key = "\(example.architecture.name) \(example.screen)"
    let measuring =
      Self.measured[key] ?? Task { await ScreenShape.measure(example.screen, of: example.architecture) }
    Self.measured[key] = measuring
    let shape = await measuring.value
    let result = example.rule.check(shape)
    #expect(!result.failed, "\(result.message)")
    // Without call stacks, a rule that needs them says so: it never passes silently.
    let expected: RuleResult.Status =
      example.rule.needsCallStacks && !shape.callStacksMeasured ? .notMeasured : .passed
    #expect(result.status == expected, "\(result.message)")
  }
}
