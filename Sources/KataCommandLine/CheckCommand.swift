import BoundedInput
import ConformanceCases
import KataDriver
import RosterFiles

/// `kata check`: the conformance cases, run through the architectures, for a classroom.
struct CheckCommand: KataCommand {
  /// Measuring shapes (and the playground's lanes) starts more threads: the call stacks' own
  /// among them.
  static var addressSpaceNeeded: Int { 192 << 20 }

  /// The cases are read first; then the rules are measured (the call stacks' threads) and
  /// every case runs through the screens, which maps some 80 MiB more than was held when the
  /// cases were read, and a roster case costs a little over 4 times its text. With only the
  /// common room kept, a 26 MiB file of one 150,000-player case was accepted at 192 MiB and
  /// needed 211 MiB: it aborted.
  static var addressSpaceAfterReading: Int { AddressSpace.headroom + (96 << 20) }

  static let spec = CommandSpec(
    name: "check",
    abstract:
      "Runs the conformance cases and the pattern rules through the architectures, and shows which pass.",
    usage: "kata check [--arch \(ArchitectureOption.placeholder)] [--cases FILE] [--format text|json]",
    options: [
      ArchitectureOption.spec(default: "all"),
      OptionSpec(
        name: "cases", kind: .value(placeholder: "FILE"),
        help:
          "A JSON file of calculator or roster cases, in the suite's format, or '-' for standard input (default: the built-in cases)."
      ),
      OptionSpec(
        name: "format", kind: .value(placeholder: "text|json"),
        help: "How to print the results: a table for people, or JSON for tools (default text)."),
    ],
    arguments: [],
    discussion: """
      The built-in cases are the suite's own files, Tests/ConformanceCases/calculator.json and
      rosters.json, compiled in. Each row is one case through one architecture: the case's name,
      what the screen must show, what it showed, and ✓ or ✗. Then come the rules of the pattern
      each architecture claims, one row per screen and rule (see 'kata shape --help'); under a ✗,
      what is wrong, why, what to do and what to read. The last line counts cases and rules.
      The exit status is 0 when every case and rule passes, 1 when any fails, and 69 when none
      fails but a rule could not be measured (marked –, with why); a cases file
      that cannot be read as cases (or is over 256 MiB) stops with 65, and one that cannot be
      opened with 66. An "expected" is text, or an integer that fits Int. A field given twice,
      in a case, a reload or a row, is refused, and so is a field of the other kind of case; a
      field that is null counts as missing.

      A calculator case:  {"name": "…", "token": ",", "input": "1,2", "expected": "3"}
      A roster case:      {"name": "…", "roster": [ … ], "rows": [{"name": "…", "level": "…"}]}
                          or, for a roster that must fail, "failure": "record 2: …" instead of rows;
                          "reload": {"roster": [ … ], "rows": [ … ]} loads the screen again.

      Examples:
        kata check
        kata check --arch mvp
        kata check --cases my-cases.json --format json
      """
  )

  enum Format: String, CaseIterable {
    case text, json
  }

  var architectures: [Architecture]
  /// Where the cases come from: a file, or standard input (`--cases -`, as `kata scores -`);
  /// `nil` for the built-in cases.
  var casesFile: JSONRosterRepository.Source?
  var format: Format

  init(validating parsed: ParsedArguments) throws(KataError) {
    architectures = try ArchitectureOption.architectures(parsed.values["arch"]?.text ?? "all", for: Self.spec)
    switch parsed.values["cases"] {
    case nil: casesFile = nil
    case let name? where name.bytes.isEmpty:
      throw .usage("'--cases' needs a file name, or '-' for standard input", Self.spec)
    case let name? where name.bytes == [UInt8(ascii: "-")]: casesFile = .standardInput
    case let name?: casesFile = .file(FilePath(bytes: name.bytes))
    }
    format = try Self.spec.choice("format", in: parsed, default: .text)
  }

  /// Runs the cases twice, keeping no result: once to count them and measure the table (a
  /// failure is all that is kept, as one flag per result), once to print; only the failures
  /// are run again. A file of millions of cases then costs its cases, not their results.
  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    let cases = try loadCases()
    let rules = await ShapeCheck.run(architectures).flatMap(\.results)
    var report = CheckReport(format: format == .json ? .json : .text, rules: rules)
    var passes: [Bool] = []
    passes.reserveCapacity(cases.count * architectures.count)
    // Both runs share what never answered: a screen that stalled once is not waited for again.
    let unanswered = ConformanceCheck.Unanswered()
    await ConformanceCheck.run(cases, through: architectures, unanswered: unanswered) { result in
      report.count(result)
      passes.append(result.passed)
    }
    try await ConformanceCheck.run(cases, through: architectures, knownToPass: passes, unanswered: unanswered)
    {
      result throws(KataError) in
      try report.write(result, to: output)
    }
    try report.finish(to: output)
    if report.failed > 0 {
      throw KataError(
        message: "\(report.failed) of \(report.passed + report.failed) checks failed", status: .checkFailed,
        hint: "Each ✗ row shows what the screen must show and what it showed, or what breaks the rule.")
    }
    if let unmeasured = KataError.notMeasured(rules) { throw unmeasured }
  }

  private static let casesHint = "See 'kata check --help' for the cases format."

  private func loadCases() throws(KataError) -> CaseCollection {
    let bytes = try casesFile.map(Self.contents(of:))
    do {
      guard let casesFile, let bytes else { return try CaseCollection.builtIn() }
      return try CaseCollection.decode(bytes, from: JSONRosterRepository(casesFile).sourceName ?? "")
    } catch {
      throw .data(error.description, hint: Self.casesHint)
    }
  }

  /// The file's bytes, through the reader every file `kata` opens goes through: the same
  /// errors in the same words (66 when it cannot be opened, 74 when reading fails).
  private static func contents(of source: JSONRosterRepository.Source) throws(KataError) -> [UInt8] {
    do {
      return try JSONRosterRepository(source).bytes()
    } catch {
      throw .reading(error, hint: casesHint)
    }
  }
}
