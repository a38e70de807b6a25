import ConformanceCases
import ScoreBoard

/// One roster case's run through one architecture: what the screen showed, and what the driver
/// found beyond it, each a verdict of its own.
public struct RosterRun: Sendable, Equatable {
  /// Every state the screen showed, in order.
  public var shown: [ScoreListSnapshot]
  /// What the driver found that the screen did not show, in the order found: a load that went
  /// on after its screen went, or that never returned.
  public var verdicts: [RosterVerdict]

  public init(shown: [ScoreListSnapshot], verdicts: [RosterVerdict] = []) {
    self.shown = shown
    self.verdicts = verdicts
  }

  /// What the screen showed, then each verdict as the failure a student reads it as, last: what
  /// the suite compares with the case's expected states, and `kata check` prints.
  public var states: [ScoreListSnapshot] {
    var states = shown
    for verdict in verdicts { states.show(.failed(verdict.message)) }
    return states
  }

  /// Whether a load, or a wait for the screen, never returned: the run ended there.
  public var stalled: Bool { verdicts.contains { $0.isStall } }

  /// The run of a case not run: two earlier cases' loads never returned, and this screen would
  /// wait for its own too.
  static let notRun = RosterRun(shown: [.loading], verdicts: [.notRun])
}

/// What the driver found in a roster case's run beyond what the screen showed.
public enum RosterVerdict: Sendable, Equatable {
  /// A load (or a wait for the screen) never returned: what never returned.
  case stalled(String)
  /// The case was not run: earlier cases of the same architecture never returned.
  case notRun
  /// The first of two loads went on after the second began.
  case firstLoadNotCancelled
  /// An abandoned refresh cancelled the request an earlier load still waited for.
  case awaitedRequestCancelled
  /// The screen's objects were still alive after it was let go.
  case aliveWhenLetGo
  /// The load of a screen let go went on.
  case notCancelledWhenLetGo
  /// A load went on after its screen went away.
  case notCancelledOnLeaving

  /// Whether the run ended on what never returned.
  public var isStall: Bool {
    if case .stalled = self { return true }
    return false
  }

  /// The verdict as a student reads it, in the place of a state the screen would show.
  public var message: String {
    switch self {
    case .stalled(let stall):
      "(\(stall): let every load end when its request answers, fails or is replaced, and never cancel "
        + "a request that a load still waits for; docs/05-lifetimes-and-concurrency.md#who-owns-a-task)"
    case .notRun:
      "(not run: two earlier cases' loads never returned, and this screen would wait for its own too; "
        + "mend those first)"
    case .firstLoadNotCancelled:
      "(the first load was not cancelled when the second began: cancel the request a newer load replaces)"
    case .awaitedRequestCancelled:
      "(the abandoned refresh cancelled the request the first load still waited for: let every load wait for "
        + "the request in flight, and cancel it only when nobody waits)"
    case .aliveWhenLetGo:
      "(the screen stayed alive after it was let go: a task it started keeps it; let the task hold only the "
        + "middle layer, and cancel it in deinit)"
    case .notCancelledWhenLetGo:
      "(the load went on after its screen was let go: cancel it in the deinit of whoever owns its task)"
    case .notCancelledOnLeaving:
      "(the load went on after the screen went away: let a cancelled load stop waiting, and cancel the request "
        + "in the deinit of whoever owns it)"
    }
  }
}

extension RosterCase {
  /// Whether `states`, what a run returned, ends on a load that never returned.
  @available(*, deprecated, message: "run the case with judged(through:trace:) and read RosterRun.stalled")
  public static func neverAnswered(_ states: [ScoreListSnapshot]) -> Bool {
    guard case .failed(let message)? = states.last else { return false }
    return message.hasPrefix("(")
      && message.hasSuffix("docs/05-lifetimes-and-concurrency.md#who-owns-a-task)")
  }
}
