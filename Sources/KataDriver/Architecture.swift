import CalculatorRule
import ScoreBoard

/// One architecture, as the suite, `kata check` and `kata --arch` see it: a name and a way
/// to build its screens.
///
/// Adding an architecture takes one conformance per screen (a headless screen that conforms
/// to ``CalculatorScreen`` or ``ScoreListScreen``) and one registration (a line in
/// ``all``). Everything that runs architectures iterates ``all``, so the new one is tested
/// and runnable at once.
public struct Architecture: Sendable {
  /// The name users type after `--arch`, such as `mvvm`.
  public let name: String
  /// One line on how this architecture connects View and Model.
  public let summary: String
  private let calculator: @MainActor @Sendable (any CalculatorModel) -> any CalculatorScreen
  private let scoreList: @MainActor @Sendable (ScoreService) -> any ScoreListScreen

  /// Registers an architecture under `name`, whose screens `calculator` and `scoreList` build.
  public init(
    name: String,
    summary: String,
    calculator: @escaping @MainActor @Sendable (any CalculatorModel) -> any CalculatorScreen,
    scoreList: @escaping @MainActor @Sendable (ScoreService) -> any ScoreListScreen
  ) {
    self.name = name
    self.summary = summary
    self.calculator = calculator
    self.scoreList = scoreList
  }

  /// Builds a fresh calculator screen computing with `model`, showing `0`.
  @MainActor
  public func makeCalculatorScreen(model: any CalculatorModel = SumRule()) -> any CalculatorScreen {
    calculator(model)
  }

  /// Builds a fresh score list screen over `service`, not yet loaded.
  @MainActor
  public func makeScoreListScreen(service: ScoreService) -> any ScoreListScreen {
    scoreList(service)
  }
}

extension Architecture {
  public static let mvc = Architecture(
    name: "mvc",
    summary: "the view reports to its controller through a delegate; the controller sets the view",
    calculator: { MVCCalculatorScreen(model: $0) },
    scoreList: { MVCScoreListScreen(service: $0) }
  )

  public static let mvp = Architecture(
    name: "mvp",
    summary: "a passive view forwards events; its presenter tells it what to display",
    calculator: { MVPCalculatorScreen(model: $0) },
    scoreList: { MVPScoreListScreen(service: $0) }
  )

  public static let mvvm = Architecture(
    name: "mvvm",
    summary: "the view binds to a view model's outputs; the view model knows no view",
    calculator: { MVVMCalculatorScreen(model: $0) },
    scoreList: { MVVMScoreListScreen(service: $0) }
  )

  /// Every registered architecture, in teaching order: the registration point.
  public static let all: [Architecture] = [.mvc, .mvp, .mvvm]

  /// The registered architecture called `name`, if any.
  public static func named(_ name: String) -> Architecture? {
    all.first { $0.name == name }
  }
}
