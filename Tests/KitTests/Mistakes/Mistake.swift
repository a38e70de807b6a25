import KataDriver
import KataShape
import Testing

/// A deliberately wrong architecture: one mistake a student makes, kept so that the suite
/// proves the rule that catches it really bites.
///
/// Each still passes every conformance case (identical output), unless it names the cases
/// it fails: the shape is wrong, not the behaviour. It breaks exactly the rules it names, on
/// the screen it names, and no other.
struct Mistake: Sendable, CustomTestStringConvertible {
  /// The mistake, as a student would describe it.
  var name: String
  var architecture: Architecture
  /// The screen the mistake is in; the other screen is the lesson's own, and keeps every rule.
  var screen: ScreenKind
  /// Whether the mistake is the architecture's, not one screen's (a role declaration), and so
  /// breaks its rules on every screen.
  var onEveryScreen = false
  /// The rules it must break.
  var breaks: [ShapeRule]
  /// Words one of its rules' messages must say, where the rule's name alone would let a wrong
  /// reason pass.
  var says: String?
  /// Words no message of its failed rules may say: a why or a fix that blames what the code did
  /// not do.
  var neverSays: String?
  /// For a mistake the rules cannot see, its route as the guide to adding an architecture
  /// names it: the mistake passes every rule, and the guide says so.
  var unseenRoute: String?
  /// The conformance cases it must fail, by name: none but for a behaviour the rules cannot see.
  var failsCases: Set<String> = []
  /// Whether which cases it fails depends on what ran before it in the process (a cache of
  /// every screen's results, filled by whichever screens came first): its cases are not pinned.
  var casesDependOnHistory = false

  var testDescription: String { name }

  /// The names of the rules it must break.
  var brokenRuleNames: Set<String> { Set(breaks.map(\.name)) }

  /// The cases a score list fails when its loads are written as the lessons' once were: a
  /// task that keeps the screen until the service answers, and a request that any caller who
  /// gives up cancels, though another still waits for it. A mistake made elsewhere in such a
  /// screen fails these too.
  static let loadsTheOldWay: Set<String> = [
    "the screen is let go while loading, and nothing is cancelled: the late answer reaches nothing",
    "a refresh replaces a load, then its caller gives up: the screen ends on the refresh",
  ]

  /// Every mistake the suite keeps. The battery, architectures written against the guide
  /// alone to prove the rules on code nobody here wrote, is the kit's proof, not the lessons':
  /// it runs with the long checks (`KATA_LONG_CHECKS=1`, as `.ci/run` does), and a student's
  /// `swift test` spends its second elsewhere.
  static let all: [Mistake] =
    mvcMistakes + mvpMistakes + mvvmMistakes + claimedBindingMistakes + commonMistakes + loadMistakes
    + [twoViewsOneFormatting, labellingModel] + mediatorFloorMistakes
    + taskMistakes + sharedStateMistakes + ownPatternMistakes + formattingMistakes + unseenMistakes
    + storeMistakes + reducerMistakes + effectMistakes + vipMistakes + offMainMistakes + unansweringMistakes
    + stateWritingMistakes + [silentFieldWrite] + viewTextMistakes + messageMistakes
    + [releasedToken] + outlivingWorkMistakes + modelViewMistakes
    + (LimitsTests.longChecks ? batteryMistakes : [])
}

extension Architecture {
  /// A wrong version of `lesson`: its calculator (or score list) built by `calculator` (or
  /// `scoreList`), the lesson's own screen otherwise, and `roles` declared before the lesson's.
  static func mistake(
    of lesson: Architecture,
    roles: [RoleDeclaration] = [],
    calculator: CalculatorScreenMaker? = nil,
    scoreList: ScoreListScreenMaker? = nil
  ) -> Architecture {
    Architecture(
      name: "wrong-\(lesson.name)", summary: "a deliberate mistake", pattern: lesson.pattern,
      roles: roles + lesson.roles,
      calculator: calculator ?? { lesson.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: scoreList ?? { lesson.makeScoreListScreen(service: $0, trace: $1) })
  }
}
