/// One conformance case of the calculator screen: the user types `token`, then `input`,
/// and the result label must show `expected`.
///
/// Cases live in `calculator.json` beside this file, one per line, so that a teacher can
/// read and add them. The suite runs every case through every architecture, and
/// `kata check` runs the same file, compiled in.
public struct CalculatorCase: Sendable, Hashable {
  /// What the case checks, as a short phrase: `"a lone minus is skipped"`.
  public var name: String
  /// The token (separators) field.
  public var token: String
  /// The input field.
  public var input: String
  /// The result text every architecture must show.
  public var expected: String

  public init(name: String, token: String, input: String, expected: String) {
    self.name = name
    self.token = token
    self.input = input
    self.expected = expected
  }

  /// The built-in cases: `calculator.json`, as compiled into this module.
  public static func builtIn() throws(CaseFileError) -> [CalculatorCase] {
    try builtInCases.get()
  }

  /// The built-in cases, read once: they are compiled in, and every check and gate asks.
  private static let builtInCases = Result { () throws(CaseFileError) in
    try CaseFile.read(PackageResources.calculator_json, from: "calculator.json").calculator
  }
}
