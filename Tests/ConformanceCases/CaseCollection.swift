/// The cases `kata check` runs: calculator cases, roster cases, or both.
public struct CaseCollection: Sendable, Equatable {
  public var calculator: [CalculatorCase]
  public var rosters: [RosterCase]

  public init(calculator: [CalculatorCase] = [], rosters: [RosterCase] = []) {
    self.calculator = calculator
    self.rosters = rosters
  }

  /// How many cases there are, of both kinds.
  public var count: Int { calculator.count + rosters.count }

  /// Every built-in case: `calculator.json` and `rosters.json`, the files the suite runs.
  public static func builtIn() throws(CaseFileError) -> CaseCollection {
    CaseCollection(calculator: try CalculatorCase.builtIn(), rosters: try RosterCase.builtIn())
  }

  /// The cases in a file of either kind, `source` naming it in errors.
  ///
  /// A file holds one kind of case, as the suite's own files do: roster cases when its first
  /// case has a `"roster"`, calculator cases otherwise.
  public static func decode(_ bytes: [UInt8], from source: String) throws(CaseFileError) -> CaseCollection {
    try CaseFile.read(bytes, from: source)
  }
}
