import KataDriver
import KataGates
import KataRegistry
import KataTracing
import TerminalText

/// `kata progress`: the exercises' steps as a checklist, each proved by its gate.
struct ProgressCommand: KataCommand {
  /// Measuring shapes (and the playground's lanes) starts more threads: the call stacks' own
  /// among them.
  static var addressSpaceNeeded: Int { 192 << 20 }

  static let spec = CommandSpec(
    name: "progress",
    abstract: "Shows which steps of the exercises are done, each proved by its gate.",
    usage: "kata progress [--through N] [--format text|json]",
    options: [
      OptionSpec(
        name: "through", kind: .value(placeholder: "N"),
        help:
          "The last step that must be done, 1 to \(ExerciseStep.all.count) (default \(ExerciseStep.all.count))."
      ),
      OptionSpec(
        name: "format", kind: .value(placeholder: "text|json"),
        help: "How to print the steps: a checklist for people, or JSON for grading (default text)."),
    ],
    arguments: [],
    discussion: """
      Each step of docs/exercises/README.md has a gate that runs your workbench, the exercise
      architecture in docs/exercises/KataExercise: step 1, the Model is injected; step 2, the
      MVP rules hold; step 3, the MVVM rules hold, the binding's included; step 4, an
      architecture beyond the lessons and the workbench is registered, passes every case and
      keeps the rules of the pattern it claims, and step 3's gate still passes. A step counts
      as done when its gate or a later one passes. Under a step not done: what is wrong, why, what to do and what to read.
      A rule that could not be measured is not a pass: its step is not done.
      The exit status is 0 when every step through N is done, 1 when one is not, and 69 when
      nothing was found wrong but a rule was not measured.
      The same gates run in the suite: KATA_STEP=N swift test --filter Exercise.

      Examples:
        kata progress
        kata progress --through 2
        kata progress --format json
      """
  )

  enum Format: String, CaseIterable {
    case text, json
  }

  var through: Int
  var format: Format

  init(validating parsed: ParsedArguments) throws(KataError) {
    let steps = ExerciseStep.all.count
    let value = parsed.values["through"]?.text ?? String(steps)
    guard let through = Int(value), (1...steps).contains(through) else {
      throw .usage("--through takes a step from 1 to \(steps), not '\(value)'", Self.spec)
    }
    self.through = through
    format = try Self.spec.choice("format", in: parsed, default: .text)
  }

  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    let classroom = Classroom(workbench: Architecture.workbench, registered: Architecture.all)
    let steps = await ExerciseStep.progress(of: classroom).filter { $0.step.number <= through }
    try output.write(
      format == .json
        ? Self.json(steps, through: through, commit: GitCommit.ofThisPackage()) : Self.text(steps))
    if let failure = Self.failure(of: steps) { throw failure }
  }

  /// What `kata progress` ends with for `steps`: `nil` when every one is done; otherwise exit 1
  /// when a gate found something wrong, and 69 when the steps not done are held back only by
  /// rules that were not measured.
  static func failure(of steps: [ExerciseStep.Progress]) -> KataError? {
    guard let first = steps.first(where: { !$0.passed }) else { return nil }
    // A step held back only by rules not measured: nothing was found wrong, and nothing passed.
    let unmeasuredOnly = steps.allSatisfy { $0.passed || $0.problems.allSatisfy { !$0.measured } }
    return KataError(
      message: "\(first.step) is not done yet"
        + (unmeasuredOnly ? ": a rule of its gate was not measured" : ""),
      status: unmeasuredOnly ? .notMeasured : .checkFailed,
      hint: "Under each ✗: what is wrong, why, what to do, and what to read.")
  }

  /// One line per step, ✓ or ✗; under a ✗, its gate's first problem.
  static func text(_ steps: [ExerciseStep.Progress]) -> String {
    var text = ""
    for progress in steps {
      let step = progress.step
      let by = progress.passedBy.flatMap { $0 == step.number ? nil : " (by step \($0)'s gate)" } ?? ""
      let movedOn =
        progress.movedOnTo.map { " (your workbench has moved on: step \($0)'s gate decides)" } ?? ""
      text += "\(progress.passed ? "✓" : "✗") step \(step.number): \(step.title)\(by)\(movedOn)\n"
      if !progress.passed, progress.movedOnTo == nil, let problem = progress.problems.first {
        text += problem.description.split(separator: "\n").map { "    \($0.escapingControls())\n" }.joined()
        let more = progress.problems.count - 1
        if more > 0 {
          text +=
            "    (and \(Trace.counted(more, "more problem")): KATA_STEP=\(step.number) swift test --filter Exercise)\n"
        }
      }
    }
    let done = steps.count { $0.passed }
    return text + "\(done) of \(steps.count) steps done\n"
  }

  /// `{"through": N, "done": N, "commit": {"id", "time", "author", "subject"} or null,
  /// "steps": [{"step", "title", "page", "passed", "passedBy", "movedOnTo", "problems"}]}`; a
  /// step done lists no problems.
  static func json(_ steps: [ExerciseStep.Progress], through: Int, commit: GitCommit? = nil) -> String {
    let objects = steps.map { progress in
      let problems = progress.problems.map { problem in
        "{\"what\": \(TextLayout.jsonString(problem.what)), \"why\": \(TextLayout.jsonString(problem.why)), "
          + "\"fix\": \(TextLayout.jsonString(problem.fix)), \"read\": \(TextLayout.jsonString(problem.read)), "
          + "\"rule\": \(TextLayout.jsonString(problem.rule)), \"measured\": \(problem.measured)}"
      }
      return "{\"step\": \(progress.step.number), \"title\": \(TextLayout.jsonString(progress.step.title)), "
        + "\"page\": \(TextLayout.jsonString(progress.step.page)), \"passed\": \(progress.passed), "
        + "\"passedBy\": \(progress.passedBy.map(String.init) ?? "null"), "
        + "\"movedOnTo\": \(progress.movedOnTo.map(String.init) ?? "null"), "
        + "\"problems\": [\(progress.passed ? "" : problems.joined(separator: ", "))]}"
    }
    return "{\n  \"through\": \(through),\n  \"done\": \(steps.count { $0.passed }),\n"
      + "  \"commit\": \(commit?.json ?? "null"),\n  \"steps\": [\n    "
      + objects.joined(separator: ",\n    ") + "\n  ]\n}\n"
  }
}
