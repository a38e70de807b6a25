import KataShape
import Testing

@testable import KataDriver
@testable import KataLessons

/// Stores written against "only the reducer changes the state" as read from a store's declared
/// history: honest ones that must keep it, wrong ones that must break it.
@Suite("ReplayAttack: stores the replay rule has not seen", .timeLimit(.minutes(2)))
@MainActor
struct ReplayAttack {
  /// Honest stores: must keep "only the reducer changes the state".
  nonisolated static let honest: [Architecture] = [
    Architecture(
      name: "debouncing", summary: "an effect naps before the sum", pattern: .unidirectional,
      roles: [
        .objects(of: DebouncingView.self, are: .view),
        .objects(of: DebouncingStore.self, are: .store),
        .objects(of: DebounceReducer.self, are: .store),
      ] + Architecture.store.roles,
      calculator: { DebouncingView(model: $0, trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) }),
    .attack(
      "nested-state", store: NestedStateStore.self, extra: [.objects(of: NestedReducer.self, are: .store)]),
    .attack("batching", store: BatchingStore.self),
    .attack(
      "middleware", store: MiddlewareStore.self, extra: [.objects(of: ActionJournal.self, are: .store)]),
    .attack("computed-state", store: ComputedStateStore.self),
    .attack(
      "closure-actions", store: ClosureActionStore.self, extra: [.objects(of: EditReducer.self, are: .store)]),
    .attack("fresh-class-state", store: FreshClassStateStore.self, extra: classState),
  ]

  /// Honest stores the replay fails: WRONG VERDICTS, kept as known issues.
  nonisolated static let honestButFailed: [Architecture] = [
    .attack("mean-nan", store: MeanStore.self, extra: [.objects(of: MeanReducer.self, are: .store)])
  ]

  /// A reducer that is no function of its input (a counter it holds): failing is right, but the
  /// message blames a write outside the reducer.
  nonisolated static let impure = Architecture.attack(
    "revision-counter", store: RevisionStore.self,
    extra: [.objects(of: RevisionCounter.self, are: .store), .objects(of: RevisionReducer.self, are: .store)])

  nonisolated static let classState: [RoleDeclaration] = [
    .objects(of: ClassState.self, are: .store), .objects(of: ClassStateReducer.self, are: .store),
  ]

  /// Wrong stores the replay rule catches (with the proposed fix: the child-store decoy, the
  /// class state and the boxed field, which it passed before).
  nonisolated static let wrongCaught: [Architecture] = [
    .attack("fresh-class-state-writing", store: FreshClassStateWritingStore.self, extra: classState),
    .attack(
      "parent-writes-child-declares", store: ParentWritingStore.self,
      extra: [.objects(of: EditsHistoryStore.self, are: .store)]),
    .attack("aliased-class-state", store: AliasedClassStateStore.self, extra: classState),
    .attack(
      "boxed-state", store: BoxedStateStore.self,
      extra: [.objects(of: FieldsBox.self, are: .store), .objects(of: BoxedReducer.self, are: .store)]),
  ]

  /// Wrong stores the replay rule passes: WRONG VERDICTS, kept as known issues.
  nonisolated static let wrongPassed: [Architecture] = [
    .attack(
      "effect-writing", store: EffectWritingStore.self,
      extra: [.objects(of: DebounceReducer.self, are: .store)]),
    Architecture(
      name: "idempotent-write", summary: "view writes then sends", pattern: .unidirectional,
      roles: [
        .objects(of: IdempotentWritingView.self, are: .view),
        .objects(of: IdempotentWriteStore.self, are: .store),
      ] + Architecture.store.roles,
      calculator: { IdempotentWritingView(model: $0, trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) }),
  ]

  static func rule(_ report: ShapeCheck.Report) -> RuleResult? {
    report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name }
  }

  static func calculatorReport(_ architecture: Architecture) async -> ShapeCheck.Report? {
    let report = await ShapeCheck.run([architecture], screens: [.calculator]).first
    if let report { print(describe(report)) }
    return report
  }

  @Test("an honest store keeps the rule", arguments: honest)
  func honestPasses(architecture: Architecture) async throws {
    let report = try #require(await Self.calculatorReport(architecture))
    guard report.shape.callStacksMeasured else { return }
    #expect(Self.rule(report)?.status == .passed, "\(Self.rule(report)?.message ?? "")")
  }

  @Test(
    "an honest store whose state holds NaN keeps the rule (was a wrong verdict)", arguments: honestButFailed)
  func honestFails(architecture: Architecture) async throws {
    let report = try #require(await Self.calculatorReport(architecture))
    guard report.shape.callStacksMeasured else { return }
    // Fixed: a state not == to itself is compared as it reads.
    #expect(Self.rule(report)?.status == .passed, "\(Self.rule(report)?.message ?? "")")
  }

  @Test("an impure reducer fails, and the message says the reducer is no function of its input")
  func impureReducer() async throws {
    let report = try #require(await Self.calculatorReport(Self.impure))
    guard report.shape.callStacksMeasured else { return }
    let result = try #require(Self.rule(report))
    #expect(result.status == .failed)
    // Fixed: the log replayed twice gives two states, and the message says so.
    #expect(result.message.contains("no function of the state and the action"), "\(result.message)")
  }

  @Test("a wrong store fails the rule", arguments: wrongCaught)
  func wrongFails(architecture: Architecture) async throws {
    let report = try #require(await Self.calculatorReport(architecture))
    // Failed, or (a store that writes beside a child that declares) not measured: never passed.
    #expect(Self.rule(report)?.status != .passed, "\(Self.rule(report)?.message ?? "")")
  }

  @Test("WRONG VERDICT: a wrong store keeps the rule", arguments: wrongPassed)
  func wrongSlips(architecture: Architecture) async throws {
    let report = try #require(await Self.calculatorReport(architecture))
    withKnownIssue("the write is outside the reducer, and the replay agrees with the state") {
      #expect(Self.rule(report)?.status != .passed, "\(Self.rule(report)?.message ?? "")")
    }
  }

  static func describe(_ report: ShapeCheck.Report) -> String {
    var lines = [
      "== \(report.shape.architecture) \(report.shape.screen) callStacks=\(report.shape.callStacksMeasured)"
    ]
    for result in report.results {
      lines.append("  [\(result.status)] \(result.rule.name)")
      if result.status != .passed { lines.append("      \(result.message)") }
    }
    let replays = report.shape.replays
    lines.append("  replays: \(replays.count), differing: \(replays.filter { $0.difference != nil }.count)")
    for replay in replays where replay.difference != nil {
      lines.append("    \(replay.storeType) after \(replay.actions.count): \(replay.difference ?? "")")
    }
    return lines.joined(separator: "\n")
  }
}

/// How the verdict on a store that writes its state from a task its `init` started (W4) depends
/// on how long that task waits: the driver's readings end when its events end.
@Suite("ReplayAttack timing", .serialized, .timeLimit(.minutes(2)))
@MainActor
struct ReplayAttackTiming {
  @Test("WRONG VERDICT, NONDETERMINISTIC: a write from a task the store started at build, 50 ms later")
  func restoreSlips() async throws {
    RestoringStore.restoreDelay = .milliseconds(50)
    defer { RestoringStore.restoreDelay = .milliseconds(30) }
    let report = try #require(
      await ReplayAttack.calculatorReport(.attack("restoring", store: RestoringStore.self)))
    withKnownIssue(
      "caught only when the machine is slow enough that the write lands before the last reading",
      isIntermittent: true
    ) {
      #expect(ReplayAttack.rule(report)?.status == .failed, "\(ReplayAttack.rule(report)?.message ?? "")")
    }
  }

  @Test("a write a task started at build makes later is read only if it lands before the last reading")
  func restoreDelays() async {
    let clock = ContinuousClock()
    let architecture = Architecture.attack("restoring", store: RestoringStore.self)
    let start = clock.now
    _ = await ScreenKind.calculator.observeReplays(of: architecture)
    print("observeReplays(calculator) took \(clock.now - start)")
    for milliseconds in [0, 1, 2, 5, 10, 20, 30, 50, 100, 300] {
      RestoringStore.restoreDelay = .milliseconds(milliseconds)
      var verdicts: [String] = []
      for _ in 0..<5 {
        let replays = await ScreenKind.calculator.observeReplays(of: architecture)
        verdicts.append(replays.contains { $0.difference != nil } ? "caught" : "missed")
      }
      print("restore after \(milliseconds) ms: \(verdicts.joined(separator: " "))")
    }
    RestoringStore.restoreDelay = .milliseconds(30)
  }
}
