import ConformanceCases
import KataDriver
import KataLessons
import KataShape

/// One step of the exercises (docs/exercises/README.md), and the gate that proves it done.
///
/// A gate fails until the step is really done, and on code still at the step before it says
/// what is wrong, why the pattern forbids it, what to do, and which page to read. Gates look
/// at a ``Classroom``, not at the registry itself, so that the suite can check them on the
/// reference solutions too.
public struct ExerciseStep: Sendable, CustomStringConvertible {
  /// 1 to 4.
  public let number: Int
  /// What the step asks: `move to MVP`.
  public let title: String
  /// The step's section of the exercise page.
  public let page: String
  private let gate: @MainActor @Sendable (Classroom) async -> [GateProblem]

  public var description: String { "step \(number): \(title)" }

  /// Runs this step's gate.
  @MainActor
  public func check(_ classroom: Classroom) async -> [GateProblem] {
    await gate(classroom)
  }

  /// The four steps, in order.
  public static let all: [ExerciseStep] = [extractTheModel, moveToMVP, moveToMVVM, addYourOwnArchitecture]

  /// Step 1: the Model out of the massive controller.
  public static let extractTheModel = ExerciseStep(
    number: 1, title: "extract the Model", page: page(1)
  ) { classroom in
    await classroom.workbenchProblems(
      rules: [.screenAlwaysAnswers, .computesWithTheGivenModel, .modelKnowsNoView], page: page(1))
  }

  /// Step 2: the workbench becomes MVP.
  public static let moveToMVP = ExerciseStep(number: 2, title: "move to MVP", page: page(2)) { classroom in
    await classroom.workbenchProblems(
      rules: Pattern.mvp.ownRules + Pattern.commonRules + Pattern.mvp.floorRules, page: page(2))
  }

  /// Step 3: the workbench becomes MVVM, with a binding of its own.
  public static let moveToMVVM = ExerciseStep(
    number: 3, title: "move to MVVM, with a binding", page: page(3)
  ) { classroom in
    await classroom.workbenchProblems(
      rules: Pattern.mvvm.ownRules + Pattern.commonRules + Pattern.mvvm.floorRules, page: page(3))
  }

  /// Step 4: an architecture of the student's own, beside the workbench at MVVM.
  public static let addYourOwnArchitecture = ExerciseStep(
    number: 4, title: "add your own architecture", page: page(4)
  ) { classroom in
    // Step 4 comes after step 3: its gate also asks for step 3's, so that a later gate
    // passing always means the earlier steps are done.
    let earlier = await moveToMVVM.check(classroom).map { problem in
      GateProblem(
        what: "step 3 first: \(problem.what)", why: problem.why, fix: problem.fix, read: problem.read,
        rule: problem.rule, measured: problem.measured)
    }
    return await classroom.addedArchitectureProblems(page: page(4)) + earlier
  }

  private static func page(_ number: Int) -> String {
    [
      "docs/exercises/README.md#step-1-extract-the-model", "docs/exercises/README.md#step-2-move-to-mvp",
      "docs/exercises/README.md#step-3-move-to-mvvm-with-a-binding",
      "docs/exercises/README.md#step-4-add-your-own-architecture",
    ][number - 1]
  }

  /// Each step, and whether it counts as done: its gate passes, or a later one does (a
  /// student at MVVM has done the MVP step, though the MVP rules no longer hold).
  @MainActor
  public static func progress(of classroom: Classroom) async -> [Progress] {
    var gates: [[GateProblem]] = []
    for step in all {
      gates.append(await step.check(classroom))
    }
    // The step whose pattern the workbench claims now, if it is one.
    let stepClaiming = [Pattern.mvp.name: moveToMVP.number, Pattern.mvvm.name: moveToMVVM.number]
    let claimed = stepClaiming[classroom.workbench.pattern.name]
    return all.indices.map { index in
      let passedBy = all.indices.first { $0 >= index && gates[$0].isEmpty }.map { all[$0].number }
      let movedOnTo = passedBy == nil ? claimed.flatMap { $0 > all[index].number ? $0 : nil } : nil
      return Progress(step: all[index], passedBy: passedBy, movedOnTo: movedOnTo, problems: gates[index])
    }
  }

  /// One step's standing.
  public struct Progress: Sendable {
    public let step: ExerciseStep
    /// The number of the gate that passed for it: its own or a later one; `nil` when none did.
    public let passedBy: Int?
    /// For a step not done, the later step whose pattern the workbench already claims (MVP's
    /// step 2, while the workbench claims MVVM): that step's gate decides, and this one's
    /// complaints would only lead back.
    public let movedOnTo: Int?
    /// What its own gate found wrong.
    public let problems: [GateProblem]

    public var passed: Bool { passedBy != nil }
  }
}

/// What the gates look at: the exercises' workbench, and every architecture registered to
/// run with `--arch all`.
public struct Classroom: Sendable {
  public var workbench: Architecture { didSet { measured = Measured() } }
  public var registered: [Architecture] { didSet { measured = Measured() } }
  /// What the gates have measured of these architectures so far: every gate reads the same
  /// workbench, and a screen measured (or a case run) once is not measured again.
  private var measured = Measured()

  public init(workbench: Architecture, registered: [Architecture]) {
    self.workbench = workbench
    self.registered = registered
  }

  /// The shapes and the failed cases of each architecture, by name, as the gates found them.
  @MainActor
  private final class Measured {
    var shapes: [String: [ScreenShape]] = [:]
    var failedCases: [String: [ConformanceCheck.Result]] = [:]
  }

  /// The registered architectures beyond the lessons and the workbench.
  public var added: [Architecture] {
    let taken = Set(Architecture.lessons.map(\.name) + [workbench.name])
    return registered.filter { !taken.contains($0.name) }
  }

  /// What keeps the workbench from keeping `rules` on both screens (the step's own rules
  /// first, so that the first problem names what the step is about) and passing every case.
  @MainActor
  func workbenchProblems(rules: [ShapeRule], page: String) async -> [GateProblem] {
    await ruleProblems(of: workbench, rules: rules) + caseProblems(of: workbench, page: page)
  }

  /// The registered architectures named like a lesson or the workbench that are not it: one
  /// registered twice under its name, or one whose summary is not the lesson's. ``added`` leaves
  /// them out by their name, so step 4 must say so rather than never see them.
  public var namedLikeALesson: [Architecture] {
    let taken = Architecture.lessons + [workbench]
    return registered.filter { architecture in
      guard let namesake = taken.first(where: { $0.name == architecture.name }) else { return false }
      return namesake.summary != architecture.summary
        || registered.filter { $0.name == architecture.name }.count > 1
    }
  }

  /// What keeps step 4 from passing: an architecture named like a lesson, no added
  /// architecture, or one that fails a case or a rule of the pattern it claims.
  @MainActor
  func addedArchitectureProblems(page: String) async -> [GateProblem] {
    if let namesake = namedLikeALesson.first {
      return [
        GateProblem(
          what: "an architecture registered as '\(namesake.name)' is named like a lesson (or the workbench)",
          why:
            "kata and the gates tell architectures apart by their names: one named like a lesson is taken for "
            + "the lesson, so step 4 never sees it as yours.",
          fix:
            "give your architecture a name of its own in its `Architecture(name: …)`, one that `kata --help` "
            + "does not list yet.",
          read: "docs/adding-an-architecture.md", rule: GateProblem.anArchitectureOfYourOwn)
      ]
    }
    guard !added.isEmpty else {
      return [
        GateProblem(
          what: "no architecture is registered beyond the lessons and the workbench",
          why: "step 4 is a shape of your own, run and proved like the lessons.",
          fix:
            "add a module for it (a folder under Sources, named in `addedArchitectures` in Package.swift), "
            + "then add it to `all` in Sources/KataRegistry/Registry.swift: a module not in that list never runs.",
          read: "docs/adding-an-architecture.md", rule: GateProblem.anArchitectureOfYourOwn)
      ]
    }
    var problems: [GateProblem] = []
    for architecture in added {
      problems += await caseProblems(
        of: architecture, page: page,
        why:
          "an architecture of your own changes only the layer between Model and View: its screens must show "
          + "what every lesson's screens show, case for case.")
      problems += await ruleProblems(of: architecture, rules: architecture.pattern.rules)
    }
    return problems
  }

  /// The failing cases of each screen as one problem for each kind of failure (a result shown
  /// wrong, a load that outlived its screen, …; ``FailedCaseKind``): one mistake breaks many
  /// cases, and its why, fix and page are said once, with the first few cases and how many more.
  @MainActor
  private func caseProblems(
    of architecture: Architecture, page: String,
    why: String = "every step changes where the code lives, never what the screen shows."
  ) async -> [GateProblem] {
    guard let cases = try? CaseCollection.builtIn() else { return [] }
    let failed: [ConformanceCheck.Result]
    if let known = measured.failedCases[architecture.name] {
      failed = known
    } else {
      failed = await ConformanceCheck.run(cases, through: [architecture]).filter { !$0.passed }
      measured.failedCases[architecture.name] = failed
    }
    var groups: [(screen: String, kind: FailedCaseKind)] = []
    for result in failed {
      let group = (result.screen, FailedCaseKind(result, in: cases))
      if !groups.contains(where: { $0 == group }) { groups.append(group) }
    }
    return groups.map { screen, kind in
      let inGroup = failed.filter { $0.screen == screen && FailedCaseKind($0, in: cases) == kind }
      let shown = inGroup.prefix(3).map {
        "case '\($0.caseName)' must show \($0.expected), showed \($0.actual)"
      }
      let more = inGroup.count > 3 ? "; and \(inGroup.count - 3) more" : ""
      return GateProblem(
        what:
          "\(architecture.name) \(screen): \(inGroup.count) case\(inGroup.count == 1 ? "" : "s") failed: "
          + shown.joined(separator: "; ") + more,
        why: kind.why(why), fix: kind.fix(architecture.name), read: kind.read(page),
        rule: GateProblem.theSharedCases)
    }
  }

  /// Every rule a gate may judge of `architecture`: one measurement serves every gate, so it
  /// gathers what each asks, the rules of the pattern it claims and those of the workbench's steps.
  private static func rulesOfEveryGate(_ architecture: Architecture) -> [ShapeRule] {
    architecture.pattern.rules + Pattern.mvp.rules + Pattern.mvvm.rules
  }

  @MainActor
  private func ruleProblems(of architecture: Architecture, rules: [ShapeRule]) async -> [GateProblem] {
    var shapes = measured.shapes[architecture.name] ?? []
    if shapes.isEmpty {
      for screen in ScreenKind.allCases {
        shapes.append(
          await ScreenShape.measure(screen, of: architecture, for: Self.rulesOfEveryGate(architecture)))
      }
      measured.shapes[architecture.name] = shapes
    }
    // Rule by rule, each on both screens, so that the problems come in the rules' order; a
    // rule not measured is no pass either, and comes after every rule that failed.
    let results = rules.flatMap { rule in shapes.map(rule.check) }
    let failed = results.filter(\.failed).map { result in
      GateProblem(
        what:
          "\(architecture.name) \(result.screen): \(result.rule.name): \(result.violations.joined(separator: "; "))",
        why: result.why, fix: result.hint, read: result.rule.lesson, rule: result.rule.name)
    }
    let unmeasured = results.filter { $0.status == .notMeasured }.map { result in
      GateProblem(
        what: "\(architecture.name) \(result.screen): \(result.rule.name): \(result.message)",
        why:
          "a rule that was not measured is not a pass: a step is done when every rule of its gate was measured and holds.",
        fix:
          "do what the line above says, or run where the evidence is given (Linux, or macOS 26 and later, "
          + "with KATA_CALL_STACKS unset).",
        read: result.rule.lesson, rule: result.rule.name, measured: false)
    }
    return failed + unmeasured
  }
}

/// One reason a gate fails, in the words a student needs.
public struct GateProblem: Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, naming the screen, the rule and the property at fault.
  public let what: String
  /// Why the pattern forbids it.
  public let why: String
  /// What to do.
  public let fix: String
  /// The page to read.
  public let read: String
  /// What the gate asked that this breaks: a rule's name, ``theSharedCases`` or
  /// ``anArchitectureOfYourOwn``. A class report counts the students each one holds back.
  public let rule: String
  /// Whether the problem is something found wrong; `false` for a rule that could not be
  /// measured, which keeps a step from counting as done all the same.
  public let measured: Bool

  public init(what: String, why: String, fix: String, read: String, rule: String, measured: Bool = true) {
    self.what = what
    self.why = why
    self.fix = fix
    self.read = read
    self.rule = rule
    self.measured = measured
  }

  /// What a problem breaks when a screen shows what no lesson's screen shows.
  public static let theSharedCases = "every shared case passes"
  /// What the problem breaks when step 4 finds no architecture of the student's own.
  public static let anArchitectureOfYourOwn = "an architecture of your own is registered"

  public var description: String { "\(what)\nwhy: \(why)\nfix: \(fix)\nread: \(read)" }
}
