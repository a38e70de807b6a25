#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One conformance case of the calculator screen: the user types `token`, then `input`,
/// and the result label must show `expected`.
///
/// Cases live in `calculator.json` beside this file, one per line, so that a teacher can
/// read and add them. The suite runs every case through every architecture, and
/// `kata check` runs the same file, compiled in.
public struct CalculatorCase: Codable, Sendable, Hashable {
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
    try decode(PackageResources.calculator_json, from: "calculator.json")
  }

  /// Decodes a cases file in the format of `calculator.json`, naming `source` in errors.
  public static func decode(_ bytes: [UInt8], from source: String) throws(CaseFileError)
    -> [CalculatorCase]
  {
    do {
      return try JSONDecoder().decode([CalculatorCase].self, from: Data(bytes))
    } catch {
      throw CaseFileError(source: source, reason: CaseFileError.describe(error))
    }
  }
}
