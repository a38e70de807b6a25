import CalculatorRule

/// One architecture, as the suite, `kata check` and `kata --arch` see it: a name and a way
/// to build its screens.
///
/// Adding an architecture takes one conformance (a headless screen that conforms to
/// ``CalculatorScreen``) and one registration (a line in ``all``). Everything that runs
/// architectures iterates ``all``, so the new one is tested and runnable at once.
public struct Architecture: Sendable {
  /// The name users type after `--arch`, such as `mvvm`.
  public let name: String
  /// One line on how this architecture connects View and Model.
  public let summary: String
  private let calculator: @MainActor @Sendable (any CalculatorModel) -> any CalculatorScreen

  /// Registers an architecture under `name`, built by `calculator`.
  public init(
    name: String,
    summary: String,
    calculator: @escaping @MainActor @Sendable (any CalculatorModel) -> any CalculatorScreen
  ) {
    self.name = name
    self.summary = summary
    self.calculator = calculator
  }

  /// Builds a fresh calculator screen computing with `model`, showing `0`.
  @MainActor
  public func makeCalculatorScreen(model: any CalculatorModel = SumRule()) -> any CalculatorScreen {
    calculator(model)
  }
}

extension Architecture {
  public static let mvc = Architecture(
    name: "mvc",
    summary: "the view reports to its controller through a delegate; the controller sets the view",
    calculator: { MVCCalculatorScreen(model: $0) }
  )

  public static let mvp = Architecture(
    name: "mvp",
    summary: "a passive view forwards events; its presenter tells it what to display",
    calculator: { MVPCalculatorScreen(model: $0) }
  )

  public static let mvvm = Architecture(
    name: "mvvm",
    summary: "the view binds to a view model's outputs; the view model knows no view",
    calculator: { MVVMCalculatorScreen(model: $0) }
  )

  /// Every registered architecture, in teaching order: the registration point.
  public static let all: [Architecture] = [.mvc, .mvp, .mvvm]

  /// The registered architecture called `name`, if any.
  public static func named(_ name: String) -> Architecture? {
    all.first { $0.name == name }
  }
}
