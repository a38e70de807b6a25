#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    let shape: JSONValue
    do {
      shape = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch {
      throw CaseFileError(source: source, reason: "not valid JSON")
    }
    guard case .array(let elements) = shape else {
      throw CaseFileError(source: source, reason: "not a list of cases (a cases file is a JSON array)")
    }
    guard let first = elements.first else {
      throw CaseFileError(source: source, reason: "holds no cases")
    }
    if case .object(let fields) = first, fields["roster"] != nil {
      let rosters: [RosterCase] = try CaseFile.decode(bytes, from: source)
      if let index = rosters.firstIndex(where: { !$0.isWellFormed }) {
        throw CaseFileError(source: source, reason: "case \(index + 1): give either \"rows\" or \"failure\"")
      }
      return CaseCollection(rosters: rosters)
    }
    return CaseCollection(calculator: try CaseFile.decode(bytes, from: source))
  }
}
