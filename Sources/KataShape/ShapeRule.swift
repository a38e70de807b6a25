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
  /// Why and what to do on the score list, where the calculator's words (a label, its text)
  /// would not fit a list; `nil` where they fit both.
  let onList: (why: String, hint: String)?
  /// The lesson section that explains it: `docs/02-mvp.md#who-holds-whom`.
  public let lesson: String
  /// Whether part of its evidence is read from call stacks, which some platforms do not give
  /// (see ``ScreenShape/callStacksMeasured``).
  public let needsCallStacks: Bool
  /// The routes this rule declares for its pattern (see ``Routes``).
  var routes: Routes
  /// The reference between two roles this rule governs (`Presenter → View`), if any.
  var route: (from: Role, to: Role)? { routes.view }
  /// For a rule that the Model (or service) is reached only through one role, that role.
  var modelGate: Role? {
    get { routes.model }
    set { routes.model = newValue }
  }
  /// For a rule that the view changes one role only through its methods, that role.
  var stateGate: Role? {
    get { routes.state }
    set { routes.state = newValue }
  }
  /// What the rule reads of a measured screen beyond who holds whom: a measurement gathers only
  /// what the rules it is made for ask (``ShapeObservation/needed(by:)``), and a rule whose
  /// observations were not gathered is not measured, never passed.
  public internal(set) var needs: Set<ShapeObservation>
  /// Whether it reads what reached the view of a screen used after it was built
  /// (``ScreenShape/arrivalStacks``): the measurement drives that extra screen only for a
  /// pattern with such a rule.
  public var readsArrivalsAfterBuilding: Bool { needs.contains(.effectArrivals) }
  /// Whether the rule reads the steps of the reducers the kit checks, on a screen of their own
  /// (``ScreenShape/steps``): the driver uses that screen only for a pattern with such a rule.
  public var readsReducerSteps: Bool { needs.contains(.reducerSteps) }
  /// Whether the rule judges a screen that did not answer (``ScreenShape/stall``): every other
  /// rule is not measured on such a screen, whose measurement stopped where it stalled.
  var judgesStalls = false
  private let findViolations: @Sendable (ScreenShape) -> [Finding]
  /// Why a shape gives this rule nothing to judge, when it does not: `nil` when it does.
  private let findUnmeasured: (@Sendable (ScreenShape) -> String?)?

  init(
    name: String, why: String, hint: String, lesson: String, onList: (why: String, hint: String)? = nil,
    needsCallStacks: Bool = false, route: (from: Role, to: Role)? = nil, needs: Set<ShapeObservation> = [],
    notMeasuredWhen: (@Sendable (ScreenShape) -> String?)? = nil,
    findings: @escaping @Sendable (ScreenShape) -> [Finding]
  ) {
    self.findUnmeasured = notMeasuredWhen
    self.routes = Routes(view: route)
    self.needs = needs
    self.name = name
    self.why = why
    self.hint = hint
    self.onList = onList
    self.lesson = lesson
    self.needsCallStacks = needsCallStacks
    self.findViolations = findings
  }

  init(
    name: String, why: String, hint: String, lesson: String, onList: (why: String, hint: String)? = nil,
    needsCallStacks: Bool = false, route: (from: Role, to: Role)? = nil, needs: Set<ShapeObservation> = [],
    notMeasuredWhen: (@Sendable (ScreenShape) -> String?)? = nil,
    violations: @escaping @Sendable (ScreenShape) -> [String]
  ) {
    self.init(
      name: name, why: why, hint: hint, lesson: lesson, onList: onList, needsCallStacks: needsCallStacks,
      route: route, needs: needs, notMeasuredWhen: notMeasuredWhen,
      findings: { violations($0).map { Finding($0) } })
  }

  /// Why the pattern asks this rule of `screen`.
  public func why(on screen: ScreenKind) -> String { screen == .scoreList ? onList?.why ?? why : why }
  /// What to do on `screen` when the rule fails there.
  public func hint(on screen: ScreenKind) -> String { screen == .scoreList ? onList?.hint ?? hint : hint }

  public var description: String { name }

  /// Checks this rule on `shape`.
  public func check(_ shape: ScreenShape) -> RuleResult {
    if let stall = shape.stall, !judgesStalls {
      return RuleResult(
        architecture: shape.architecture, screen: shape.screen, rule: self, findings: [],
        unmeasured: "not measured: the measurement stopped where the screen did not answer (\(stall))")
    }
    let missing = needs.subtracting(shape.gathered)
    if !missing.isEmpty {
      let named = missing.sorted().map(\.rawValue).joined(separator: ", ")
      return RuleResult(
        architecture: shape.architecture, screen: shape.screen, rule: self, findings: [],
        unmeasured: "not measured: this rule reads \(named), which the measurement did not gather")
    }
    var findings: [Finding] = []
    // One line per thing found wrong, each once, in the order found.
    for finding in findViolations(shape) where !findings.contains(finding) { findings.append(finding) }
    let absent =
      needsCallStacks
      ? shape.callStacksAbsence.map { "not measured: this rule reads call stacks, and \($0)" } : nil
    // The rule's own reason first: what the code can do to be measured.
    let unmeasured = findings.isEmpty ? findUnmeasured?(shape) ?? absent : nil
    return RuleResult(
      architecture: shape.architecture, screen: shape.screen, rule: self, findings: findings,
      unmeasured: unmeasured)
  }
}

extension ShapeRule {
  /// The routes a rule declares for its pattern: a pattern whose rules declare one keeps no floor
  /// rule for it (``Pattern/floorRules``).
  struct Routes: Sendable {
    /// The reference between two roles the rule governs (`Presenter → View`): a pattern whose
    /// rules govern how its middle layer reaches the view declares that route.
    var view: (from: Role, to: Role)?
    /// The role through which alone the Model (or service) is reached: a pattern whose rules say
    /// so has declared its way to the Model.
    var model: Role?
    /// The role the view changes only through its methods: a pattern whose rules say so of its
    /// mediator has declared how its state changes.
    var state: Role?
  }
}

/// One thing a rule found wrong, as a student reads it: what the code did, and, where the
/// rule's own why and fix would not fit what it did, a why and a fix of its own.
public struct Finding: Sendable, Hashable {
  /// What is wrong, naming the property, object or message at fault.
  public let text: String
  /// Why the pattern forbids this, where the rule's why says something else.
  public let why: String?
  /// What to do, where the rule's fix would not mend this.
  public let hint: String?

  public init(_ text: String, why: String? = nil, hint: String? = nil) {
    self.text = text
    self.why = why
    self.hint = hint
  }
}

/// One rule, checked on one screen of one architecture.
public struct RuleResult: Sendable {
  public let architecture: String
  public let screen: ScreenKind
  public let rule: ShapeRule
  /// Each thing that breaks the rule, with a why and a fix of its own where it needs them.
  public let findings: [Finding]
  /// Each thing that breaks the rule, one per line, naming the property or object at fault.
  public var violations: [String] { findings.map(\.text) }
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
    return violations.joined(separator: "; ") + ". Why: \(why) Fix: \(hint) Read \(rule.lesson)."
  }

  /// Why the pattern forbids what was found: the findings' own whys where they have them (each
  /// once, in order), the rule's for the others; the rule's, for its screen, when none has one.
  public var why: String {
    Self.joined(findings.map { $0.why ?? rule.why(on: screen) }, or: rule.why(on: screen))
  }

  /// What to do about what was found, as ``why`` is put together.
  public var hint: String {
    Self.joined(findings.map { $0.hint ?? rule.hint(on: screen) }, or: rule.hint(on: screen))
  }

  private static func joined(_ texts: [String], or fallback: String) -> String {
    var distinct: [String] = []
    for text in texts where !distinct.contains(text) { distinct.append(text) }
    return distinct.isEmpty ? fallback : distinct.joined(separator: " ")
  }
}
