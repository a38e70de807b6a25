import Testing

@testable import KataDriver
@testable import KataLessons
@testable import KataShape

/// Stores written against "only the reducer changes the state", as read from a store's declared
/// history, by someone who had not seen the rule's own: honest ones that keep it, wrong ones that
/// break it or cannot be held to it, and an effect's write no replay can see.
@Suite("Store history: stores written against the rule, honest and wrong", .timeLimit(.minutes(2)))
@MainActor
struct StoreHistoryBatteryTests {
  /// Honest stores: a debounce, a nested state, a batching queue, a middleware, a computed
  /// `state`, actions carrying closures, a class state made fresh, and a state holding NaN.
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
    .historyStore(
      "nested-state", store: PlainHistoryStore<NestedReducer>.self,
      extra: [.objects(of: NestedReducer.self, are: .store)]),
    .historyStore("batching", store: BatchingStore.self),
    .historyStore(
      "middleware", store: MiddlewareStore.self, extra: [.objects(of: ActionJournal.self, are: .store)]),
    .historyStore("computed-state", store: ComputedStateStore.self),
    .historyStore(
      "closure-actions", store: ClosureActionStore.self, extra: [.objects(of: EditReducer.self, are: .store)]),
    .historyStore("fresh-class-state", store: PlainHistoryStore<ClassStateReducer>.self, extra: classState),
    .historyStore(
      "mean-nan", store: PlainHistoryStore<MeanReducer>.self,
      extra: [.objects(of: MeanReducer.self, are: .store)]),
  ]

  nonisolated static let classState: [RoleDeclaration] = [
    .objects(of: ClassState.self, are: .store), .objects(of: ClassStateReducer.self, are: .store),
  ]

  /// Wrong stores whose history shows the write: a class state written through its reference,
  /// and a write from a task the store started as it was built.
  nonisolated static let failing: [Architecture] = [
    .historyStore("fresh-class-state-writing", store: FreshClassStateWritingStore.self, extra: classState),
    .historyStore("restoring", store: RestoringStore.self),
  ]

  /// Wrong stores whose history cannot be read in full, each told why: a parent that writes its
  /// state beside an honest child that declares its history, and a state that shares an object
  /// with its initial state (a class state kept from `init`, a struct holding a box).
  nonisolated static let unmeasured: [(Architecture, says: String)] = [
    (
      .historyStore(
        "parent-writes-child-declares", store: ParentWritingStore.self,
        extra: [.objects(of: EditsHistoryStore.self, are: .store)]),
      "ParentWritingStore, a Store the View holds"
    ),
    (
      .historyStore("aliased-class-state", store: AliasedClassStateStore.self, extra: classState),
      "share a ClassState"
    ),
    (
      .historyStore(
        "boxed-state", store: BoxedStateStore.self,
        extra: [.objects(of: FieldsBox.self, are: .store), .objects(of: BoxedReducer.self, are: .store)]),
      "share a FieldsBox"
    ),
  ]

  static func rule(_ architecture: Architecture) async throws -> (RuleResult, ScreenShape) {
    let report = try #require(await ShapeCheck.run([architecture], screens: [.calculator]).first)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name })
    return (result, report.shape)
  }

  @Test("an honest store keeps the rule", arguments: honest)
  func honestKeeps(architecture: Architecture) async throws {
    let (result, shape) = try await Self.rule(architecture)
    #expect(result.status == (shape.callStacksMeasured ? .passed : .notMeasured), "\(result.message)")
  }

  @Test(
    "a reducer that reads a counter of its own fails, and the message says it is no function of its input")
  func impureReducerFails() async throws {
    let (result, _) = try await Self.rule(
      .historyStore(
        "revision-counter", store: PlainHistoryStore<RevisionReducer>.self,
        extra: [
          .objects(of: RevisionCounter.self, are: .store), .objects(of: RevisionReducer.self, are: .store),
        ]))
    #expect(result.status == .failed)
    #expect(result.message.contains("no function of the state and the action"), "\(result.message)")
  }

  @Test("a store that writes its state outside the reducer fails", arguments: failing)
  func wrongFails(architecture: Architecture) async throws {
    let (result, _) = try await Self.rule(architecture)
    #expect(result.status == .failed, "\(result.message)")
  }

  @Test(
    "a write from a task started as the store was built is read once that work has ended, however late",
    arguments: [0, 50, 300])
  func lateWriteIsRead(milliseconds: Int) async throws {
    RestoringStore.restoreDelay = .milliseconds(milliseconds)
    defer { RestoringStore.restoreDelay = .milliseconds(30) }
    let replays = await ScreenKind.calculator.observeReplays(
      of: .historyStore("restoring", store: RestoringStore.self))
    #expect(replays.last?.difference == #"`token` is ";", where the reducer makes ",""#)
  }

  @Test("a store whose history cannot be read in full is not measured, and told why", arguments: unmeasured)
  func unreadIsNotMeasured(architecture: Architecture, says: String) async throws {
    let (result, shape) = try await Self.rule(architecture)
    #expect(result.status == .notMeasured, "\(result.message)")
    if shape.callStacksMeasured { #expect(result.message.contains(says), "\(result.message)") }
  }

  @Test(
    "a view calling the store's own methods, which send, keeps every rule with effects that answer by send")
  func wrappedEntriesKeepEveryRule() async throws {
    let architecture = Architecture.historyStore(
      "debouncing-wrapped", store: DebouncingStore.self,
      extra: [.objects(of: DebounceReducer.self, are: .store)])
    let report = try #require(await ShapeCheck.run([architecture], screens: [.calculator]).first)
    for result in report.results {
      #expect(!result.failed, "\(result.rule.name): \(result.message)")
    }
  }

  @Test(
    "an effect's placeholder that its answer overwrites in the same turn fails its own rule, not the replay's"
  )
  func effectPlaceholder() async throws {
    let architecture = Architecture.historyStore(
      "effect-writing", store: EffectWritingStore.self,
      extra: [.objects(of: DebounceReducer.self, are: .store)])
    let report = try #require(await ShapeCheck.run([architecture], screens: [.calculator]).first)
    let status = { (rule: ShapeRule) in report.results.first { $0.rule.name == rule.name }?.status }
    #expect(report.shape.replays.allSatisfy { $0.difference == nil })
    if report.shape.callStacksMeasured {
      #expect(status(.onlyTheReducerChangesTheState) == .passed)
      let told = report.shape.arrivalStacks.map { arrival in
        "\(arrival.text) logged \(arrival.actionsLogged.map { "\($0.before)→\($0.now)" } ?? "?") through "
          + "\(arrival.stack.frames.filter { $0.role == .store }.map(\.method))"
      }
      #expect(status(.effectsAnswerOnlyAsActions) == .failed, "told: \(told)")
    }
  }
}
