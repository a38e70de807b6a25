import BoundedInput

/// One student's row in a class report: whose clone it is, which commit was measured, how far
/// the exercises are done, and the first thing to fix.
struct StudentReport: Equatable, Sendable {
  /// Where a student stands.
  enum Status: String, CaseIterable, Sendable {
    /// Every step is done.
    case done
    /// The clone built and answered, and a step is not done.
    case inProgress = "in-progress"
    /// The clone's own `kata` did not build: its first error is the first problem.
    case doesNotBuild = "does-not-build"
    /// The clone built, and its own `kata progress` gave no verdict: it did not end within
    /// the deadline (and was ended), or it ended without one.
    case noAnswer = "no-answer"
    /// The folder is not a clone of this package: nothing was built or run.
    case notAClone = "not-a-clone"

    /// How a sentence says it: `does not build`.
    var words: String { rawValue.replacing("-", with: " ") }
  }

  /// The first thing a student is to fix.
  struct Problem: Equatable, Sendable {
    /// The step whose gate found it; nil when no gate ran (the clone did not build or answer).
    var step: Int?
    /// What it breaks: a rule's name, or what kept the clone from being graded.
    var rule: String
    /// What is wrong, in the gate's words.
    var message: String
    /// What to do, when the gate said.
    var fix: String = ""
    /// What to read, when the gate said.
    var read: String = ""
  }

  /// The folder, as it was given.
  var folder: FilePath
  /// The folder's own name: a student's clone is named for the student.
  var name: String
  /// The commit checked out in the folder, when it is a git checkout with one.
  var commit: GitCommit?
  var status: Status
  /// Each step, and whether it is done; empty when no gate ran.
  var steps: [CloneProgress.Step] = []
  var firstProblem: Problem?

  init(folder: FilePath, commit: GitCommit?, status: Status, firstProblem: Problem?) {
    self.folder = folder
    let text = folder.description
    let trimmed = text.hasSuffix("/") && text.count > 1 ? String(text.dropLast()) : text
    name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    self.commit = commit
    self.status = status
    self.firstProblem = firstProblem
  }

  /// A student whose clone answered: done, or in progress with its first problem.
  init(folder: FilePath, commit: GitCommit?, progress: CloneProgress) {
    let stuck = progress.steps.first { !$0.passed }
    self.init(folder: folder, commit: commit, status: stuck == nil ? .done : .inProgress, firstProblem: nil)
    steps = progress.steps
    guard let stuck else { return }
    // A step the workbench has moved on from is decided by the later step's gate: its own
    // complaints would only lead back.
    let deciding = stuck.movedOnTo.flatMap { later in progress.steps.first { $0.number == later } } ?? stuck
    if let problem = deciding.problems.first {
      firstProblem = Problem(
        step: deciding.number, rule: problem.rule, message: problem.what, fix: problem.fix, read: problem.read
      )
    } else {
      firstProblem = Problem(step: deciding.number, rule: "", message: "step \(deciding.number) is not done")
    }
  }

  /// How many steps are done, counted from the first; nil when no gate ran.
  var stepsDone: Int? { steps.isEmpty ? nil : steps.prefix { $0.passed }.count }

  /// The rules that hold this student back: every rule a problem of the deciding step names,
  /// each once. What a class's commonest failing rules count.
  var failingRules: [String] {
    guard status == .inProgress, let step = firstProblem?.step,
      let deciding = steps.first(where: { $0.number == step })
    else { return [] }
    var rules: [String] = []
    for problem in deciding.problems where !rules.contains(problem.rule) { rules.append(problem.rule) }
    return rules
  }

  /// Whether every problem that keeps this student from done is a rule that was not measured:
  /// nothing was found wrong, and nothing passed either.
  var heldBackOnlyByUnmeasured: Bool {
    guard status == .inProgress, let step = firstProblem?.step,
      let deciding = steps.first(where: { $0.number == step })
    else { return false }
    return !deciding.problems.isEmpty && deciding.problems.allSatisfy { !$0.measured }
  }
}
