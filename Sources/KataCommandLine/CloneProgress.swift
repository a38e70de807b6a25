import StrictJSON

/// What a student's clone said of itself: its own `kata progress --format json`, read back.
///
/// Each clone is graded by its own kit, built from its own folder, so that a student's code
/// is measured as that student runs it. Fields the report does not use are skipped; a field
/// a clone of an older kit does not write (a problem's `rule`) is read from what it does.
struct CloneProgress: Equatable, Sendable {
  /// One step, as the clone's gates found it.
  struct Step: Equatable, Sendable {
    var number: Int
    var title: String
    var passed: Bool
    /// The later step whose gate decides, while the workbench claims that step's pattern.
    var movedOnTo: Int?
    var problems: [Problem]
  }

  /// One problem a gate found.
  struct Problem: Equatable, Sendable {
    var what: String
    var why: String
    var fix: String
    var read: String
    var rule: String
    var measured: Bool
  }

  var steps: [Step]

  /// Reads `bytes`, the JSON `kata progress --format json` prints.
  static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> CloneProgress {
    var reader = JSONReader(bytes)
    var steps: [Step] = []
    try reader.readObject { reader, name throws(JSONSyntaxError) in
      guard name == "steps" else { return }
      try reader.readArray { reader throws(JSONSyntaxError) in steps.append(try readStep(&reader)) }
    }
    try reader.finish()
    return CloneProgress(steps: steps.sorted { $0.number < $1.number })
  }

  private static func readStep(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Step {
    var step = Step(number: 0, title: "", passed: false, movedOnTo: nil, problems: [])
    try reader.readObject { reader, name throws(JSONSyntaxError) in
      switch name {
      case "step": step.number = try integer(&reader) ?? 0
      case "title": step.title = try text(&reader)
      case "passed": step.passed = try reader.readValue() == .bool(true)
      case "movedOnTo": step.movedOnTo = try integer(&reader)
      case "problems":
        try reader.readArray { reader throws(JSONSyntaxError) in
          step.problems.append(try readProblem(&reader))
        }
      default: break
      }
    }
    return step
  }

  private static func readProblem(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Problem {
    var problem = Problem(what: "", why: "", fix: "", read: "", rule: "", measured: true)
    try reader.readObject { reader, name throws(JSONSyntaxError) in
      switch name {
      case "what": problem.what = try text(&reader)
      case "why": problem.why = try text(&reader)
      case "fix": problem.fix = try text(&reader)
      case "read": problem.read = try text(&reader)
      case "rule": problem.rule = try text(&reader)
      case "measured": problem.measured = try reader.readValue() != .bool(false)
      default: break
      }
    }
    if problem.rule.isEmpty { problem.rule = ruleNamed(in: problem.what) }
    return problem
  }

  /// The rule a problem names in its `what` (`exercise calculator: RULE: what is wrong`),
  /// for a clone whose kit wrote no `rule`.
  static func ruleNamed(in what: String) -> String {
    let parts = what.split(separator: ": ", maxSplits: 2, omittingEmptySubsequences: false)
    return parts.count == 3 ? String(parts[1]) : what
  }

  private static func text(_ reader: inout JSONReader) throws(JSONSyntaxError) -> String {
    if case .string(let text) = try reader.readValue() { return text }
    return ""
  }

  private static func integer(_ reader: inout JSONReader) throws(JSONSyntaxError) -> Int? {
    if case .number(let number) = try reader.readValue() { return number.intValue }
    return nil
  }

  /// How many steps are done, counted from the first: a step counts as done when its gate or
  /// a later one passes, so the steps done always come first.
  var stepsDone: Int { steps.prefix { $0.passed }.count }
}
