/// One rule of a pattern's shape, as a value: a sentence, why the pattern asks it, what to
/// do when it fails, and the lesson section to read.
///
/// A rule reads a measured ``ScreenShape``, never the source code, so it sees a `weak` that
/// the text hides, and works on any architecture, a student's included. The builders in
/// `ShapeRule+Builders.swift` make rules of the usual kinds ("the view owns its presenter",
/// "the view model cannot reach any view") for any roles, so that a pattern of one's own
/// can declare its rules too.
public struct ShapeRule: Sendable, CustomStringConvertible {
  /// The rule as a sentence: `the presenter does not keep its view alive`.
  public let name: String
  /// Why the pattern asks for it, in one line.
  public let why: String
  /// What to do when it fails.
  public let hint: String
  /// The lesson section that explains it: `docs/02-mvp.md#who-holds-whom`.
  public let lesson: String
  private let findViolations: @Sendable (ScreenShape) -> [String]

  init(
    name: String, why: String, hint: String, lesson: String,
    violations: @escaping @Sendable (ScreenShape) -> [String]
  ) {
    self.name = name
    self.why = why
    self.hint = hint
    self.lesson = lesson
    self.findViolations = violations
  }

  public var description: String { name }

  /// Checks this rule on `shape`.
  public func check(_ shape: ScreenShape) -> RuleResult {
    RuleResult(
      architecture: shape.architecture, screen: shape.screen, rule: self, violations: findViolations(shape))
  }
}

/// One rule, checked on one screen of one architecture.
public struct RuleResult: Sendable {
  public let architecture: String
  public let screen: ScreenKind
  public let rule: ShapeRule
  /// Each thing that breaks the rule, one per line, naming the property or object at fault.
  public let violations: [String]

  public var passed: Bool { violations.isEmpty }

  /// For a failed rule, everything a student needs in one paragraph: what is wrong, why the
  /// pattern forbids it, what to do, and where to read more. Empty for a rule that passed.
  public var message: String {
    guard !passed else { return "" }
    return violations.joined(separator: "; ") + ". Why: \(rule.why) Fix: \(rule.hint) Read \(rule.lesson)."
  }
}
