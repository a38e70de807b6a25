import KataShape

/// `kata shape`'s and `kata check`'s engine for the rules: every screen of every chosen
/// architecture, measured, and checked against the rules of the pattern it claims.
public enum ShapeCheck {
  /// One screen of one architecture: its measured shape and its rules' results.
  public struct Report: Sendable {
    /// The pattern the architecture claims.
    public let pattern: Pattern
    public let shape: ScreenShape
    public let results: [RuleResult]
  }

  /// Measures each of `screens` (both, unless told) of each of `architectures`, in order, and
  /// checks its rules.
  @MainActor
  public static func run(_ architectures: [Architecture], screens: [ScreenKind] = ScreenKind.allCases) async
    -> [Report]
  {
    var reports: [Report] = []
    for architecture in architectures {
      for screen in screens {
        let shape = await ScreenShape.measure(screen, of: architecture)
        reports.append(
          Report(
            pattern: architecture.pattern, shape: shape,
            results: architecture.pattern.rules.map { $0.check(shape) }))
      }
    }
    return reports
  }
}
