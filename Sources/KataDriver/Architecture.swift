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
  /// Builds a calculator screen over a Model, recording into the trace if one is given.
  public typealias CalculatorScreenMaker =
    @MainActor @Sendable (any CalculatorModel, Trace?) -> any CalculatorScreen
  /// Builds a score list screen over a service, recording into the trace if one is given.
  public typealias ScoreListScreenMaker =
    @MainActor @Sendable (any ScoreService, Trace?) -> any ScoreListScreen

  /// The name users type after `--arch`, such as `mvvm`.
  public let name: String
  /// One line on how this architecture connects View and Model.
  public let summary: String
  /// The role between Model and View (`Controller`, `Presenter`, `ViewModel`): the caller
  /// that a trace names when the Model or the service is asked for something.
  public let mediator: Participant
  private let calculator: CalculatorScreenMaker
  private let scoreList: ScoreListScreenMaker

  /// Registers an architecture under `name`, whose screens `calculator` and `scoreList` build.
  public init(
    name: String,
    summary: String,
    mediator: Participant,
    calculator: @escaping CalculatorScreenMaker,
    scoreList: @escaping ScoreListScreenMaker
  ) {
    self.name = name
    self.summary = summary
    self.mediator = mediator
    self.calculator = calculator
    self.scoreList = scoreList
  }

  /// Builds a fresh calculator screen computing with `model`, showing `0`.
  ///
  /// With a `trace`, every message that crosses the screen's seams is recorded there,
  /// from the first: building the screen is part of the flow.
  @MainActor
  public func makeCalculatorScreen(model: any CalculatorModel = SumRule(), trace: Trace? = nil)
    -> any CalculatorScreen
  {
    guard let trace else { return calculator(model, nil) }
    return calculator(TracingCalculatorModel(base: model, caller: mediator, trace: trace), trace)
  }

  /// Builds a fresh score list screen over `service`, not yet loaded.
  @MainActor
  public func makeScoreListScreen(service: any ScoreService, trace: Trace? = nil) -> any ScoreListScreen {
    guard let trace else { return scoreList(service, nil) }
    return scoreList(TracingScoreService(base: service, caller: mediator, trace: trace), trace)
  }
}

extension Architecture {
  public static let mvc = Architecture(
    name: "mvc",
    summary: "the view reports to its controller through a delegate; the controller sets the view",
    mediator: .controller,
    calculator: { MVCCalculatorScreen(model: $0, trace: $1) },
    scoreList: { MVCScoreListScreen(service: $0, trace: $1) }
  )

  public static let mvp = Architecture(
    name: "mvp",
    summary: "a passive view forwards events; its presenter tells it what to display",
    mediator: .presenter,
    calculator: { MVPCalculatorScreen(model: $0, trace: $1) },
    scoreList: { MVPScoreListScreen(service: $0, trace: $1) }
  )

  public static let mvvm = Architecture(
    name: "mvvm",
    summary: "the view binds to a view model's outputs; the view model knows no view",
    mediator: .viewModel,
    calculator: { MVVMCalculatorScreen(model: $0, trace: $1) },
    scoreList: { MVVMScoreListScreen(service: $0, trace: $1) }
  )

  /// Every registered architecture, in teaching order: the registration point.
  public static let all: [Architecture] = [.mvc, .mvp, .mvvm]

  /// The registered architecture called `name`, if any.
  public static func named(_ name: String) -> Architecture? {
    all.first { $0.name == name }
  }
}
