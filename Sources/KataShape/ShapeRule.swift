import KataTracing

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
  /// Whether part of its evidence is read from call stacks, which some platforms do not give
  /// (see ``ScreenShape/callStacksMeasured``).
  public let needsCallStacks: Bool
  /// The reference between two roles this rule governs (`Presenter → View`), if any: a
  /// pattern whose rules govern how its middle layer reaches the view declares that route.
  let route: (from: Role, to: Role)?
  /// For a rule that the Model (or service) is reached only through one role, that role: a
  /// pattern whose rules say so has declared its way to the Model.
  var modelGate: Role?
  /// Whether it reads what reached the view of a screen used after it was built
  /// (``ScreenShape/arrivalStacks``): the measurement drives that extra screen only for a
  /// pattern with such a rule.
  public internal(set) var readsArrivalsAfterBuilding = false
  /// Whether the rule reads the steps of the reducers the kit checks, on a screen of their own
  /// (``ScreenShape/steps``): the driver uses that screen only for a pattern with such a rule.
  public internal(set) var readsReducerSteps = false
  /// Whether the rule judges a screen that did not answer (``ScreenShape/stall``): every other
  /// rule is not measured on such a screen, whose measurement stopped where it stalled.
  var judgesStalls = false
  private let findViolations: @Sendable (ScreenShape) -> [String]
  /// Why a shape gives this rule nothing to judge, when it does not: `nil` when it does.
  private let findUnmeasured: (@Sendable (ScreenShape) -> String?)?

  init(
    name: String, why: String, hint: String, lesson: String, needsCallStacks: Bool = false,
    route: (from: Role, to: Role)? = nil, notMeasuredWhen: (@Sendable (ScreenShape) -> String?)? = nil,
    violations: @escaping @Sendable (ScreenShape) -> [String]
  ) {
    self.findUnmeasured = notMeasuredWhen
    self.route = route
    self.name = name
    self.why = why
    self.hint = hint
    self.lesson = lesson
    self.needsCallStacks = needsCallStacks
    self.findViolations = violations
  }

  public var description: String { name }

  /// Checks this rule on `shape`.
  public func check(_ shape: ScreenShape) -> RuleResult {
    if let stall = shape.stall, !judgesStalls {
      return RuleResult(
        architecture: shape.architecture, screen: shape.screen, rule: self, violations: [],
        unmeasured: "not measured: the measurement stopped where the screen did not answer (\(stall))")
    }
    let violations = findViolations(shape)
    let absent =
      needsCallStacks
      ? shape.callStacksAbsence.map { "not measured: this rule reads call stacks, and \($0)" } : nil
    let unmeasured = violations.isEmpty ? absent ?? findUnmeasured?(shape) : nil
    return RuleResult(
      architecture: shape.architecture, screen: shape.screen, rule: self, violations: violations,
      unmeasured: unmeasured)
  }
}

/// One rule, checked on one screen of one architecture.
public struct RuleResult: Sendable {
  public let architecture: String
  public let screen: ScreenKind
  public let rule: ShapeRule
  /// Each thing that breaks the rule, one per line, naming the property or object at fault.
  public let violations: [String]
  /// Why the rule could not be judged here, when it found nothing wrong but lacked evidence.
  public let unmeasured: String?

  /// How a rule came out.
  public enum Status: String, Sendable {
    case passed
    case failed
    /// The rule found nothing wrong, but part of its evidence is not given here: it neither
    /// passes nor fails, and says so.
    case notMeasured = "not measured"
  }

  public var status: Status { !violations.isEmpty ? .failed : unmeasured == nil ? .passed : .notMeasured }
  /// Whether the rule was measured and found nothing wrong.
  public var passed: Bool { status == .passed }
  /// Whether the rule found something wrong.
  public var failed: Bool { status == .failed }

  /// `✓`, `✗`, or `–` for a rule not measured.
  public var mark: String {
    switch status {
    case .passed: "✓"
    case .failed: "✗"
    case .notMeasured: "–"
    }
  }

  /// For a failed rule, everything a student needs in one paragraph: what is wrong, why the
  /// pattern forbids it, what to do, and where to read more; for one not measured, why.
  /// Empty for a rule that passed.
  public var message: String {
    if let unmeasured, violations.isEmpty { return unmeasured + "." }
    guard failed else { return "" }
    return violations.joined(separator: "; ") + ". Why: \(rule.why) Fix: \(rule.hint) Read \(rule.lesson)."
  }
}
