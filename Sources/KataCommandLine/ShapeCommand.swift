import KataDriver

/// `kata shape`: who holds whom in each screen, measured, and the rules of each pattern.
struct ShapeCommand: KataCommand {
  /// Measuring shapes (and the playground's lanes) starts more threads: the call stacks' own
  /// among them.
  static var addressSpaceNeeded: Int { 192 << 20 }

  static let spec = CommandSpec(
    name: "shape",
    abstract: "Measures who holds whom in each screen, and checks the rules of the pattern it claims.",
    usage: "kata shape [--arch \(ArchitectureOption.placeholder)] [--format text|mermaid|json]",
    options: [
      ArchitectureOption.spec(default: "all"),
      OptionSpec(
        name: "format", kind: .value(placeholder: "text|mermaid|json"),
        help: "How to print the shapes: tables and rules, a Mermaid flowchart, or JSON (default text)."),
    ],
    arguments: [],
    discussion: """
      Each screen is built over a probe Model (or service), used once, and walked: every object
      its stored properties reach is a part, labelled with the role its architecture declares.
      A reference is strong when holding the holder alone keeps the held object alive, and weak
      when a stored property reaches it without doing so. A closure's captures cannot be seen:
      its row says "not measurable", and "nothing outlives its screen" checks it instead.
      Then the rules of the pattern the architecture claims run, each with ✓ or ✗; a ✗ says
      what is wrong, why the pattern forbids it, what to do, and which lesson to read.
      The exit status is 1 when a rule fails, and 69 when none fails but a rule could not be
      measured (marked –, with why).

      Examples:
        kata shape --arch mvp
        kata shape --arch mvvm --format mermaid
        kata shape --format json
      """
  )

  enum Format: String, CaseIterable {
    case text, mermaid, json
  }

  var architectures: [Architecture]
  var format: Format

  init(validating parsed: ParsedArguments) throws(KataError) {
    architectures = try ArchitectureOption.architectures(parsed.values["arch"]?.text ?? "all", for: Self.spec)
    format = try Self.spec.choice("format", in: parsed, default: .text)
  }

  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    let reports = await ShapeCheck.run(architectures)
    switch format {
    case .text: try output.write(ShapeReport.text(reports))
    case .mermaid: try output.write(ShapeReport.mermaid(reports))
    case .json: try output.write(ShapeReport.json(reports))
    }
    let results = reports.flatMap(\.results)
    let failed = results.count(where: \.failed)
    if failed > 0 {
      throw KataError(
        message: "\(failed) of \(results.count) rules failed", status: .checkFailed,
        hint: "Each ✗ says what is wrong, why, what to do, and which lesson to read.")
    }
    if let unmeasured = KataError.notMeasured(results) { throw unmeasured }
  }
}
