import CalculatorModel
import CalculatorStore
import Testing

@testable import KataDriver
@testable import KataLessons
@testable import KataShape

/// Stores written against "only the reducer changes the state", first against a declared
/// history the kit replayed, by someone who had not seen the rule's own, and kept as the kit came
/// to check a store's reducer step by step instead: honest ones that keep it, wrong ones that
/// break it or cannot be held to it, and the cases an earlier round of wrong changes to the rule
/// went unseen by (a superclass's state, a write once an edit settled, work started at build, the
/// first differing reading named, a second view told in one delivery).
@Suite("Store steps: stores written against the rule, honest and wrong", .timeLimit(.minutes(2)))
@MainActor
struct StoreStepsBatteryTests {
  /// Honest stores: a debounce, a nested state, a batching queue, a middleware, a computed
  /// `state`, actions carrying closures, and a state holding NaN.
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
    .ownStore(
      "nested-state", store: PlainStore<StepChecked<NestedReducer>>.self,
      reducer: { StepChecked(NestedReducer(model: $0)) },
      extra: [.objects(of: NestedReducer.self, are: .store)]),
    .ownStore("batching", store: BatchingStore.self),
    .ownStore(
      "middleware", store: MiddlewareStore.self, extra: [.objects(of: ActionJournal.self, are: .store)]),
    .ownStore("computed-state", store: ComputedStateStore.self),
    .ownStore(
      "closure-actions", store: ClosureActionStore.self, reducer: { StepChecked(EditReducer(model: $0)) },
      extra: [.objects(of: EditReducer.self, are: .store)]),
    .ownStore(
      "mean-nan", store: PlainStore<StepChecked<MeanReducer>>.self,
      reducer: { StepChecked(MeanReducer(model: $0)) },
      extra: [.objects(of: MeanReducer.self, are: .store)]),
  ]

  nonisolated static let classState: [RoleDeclaration] = [
    .objects(of: ClassState.self, are: .store), .objects(of: ClassStateReducer.self, are: .store),
  ]

  /// Wrong stores the steps show, each with what its message must say: a class state (made
  /// fresh by the reducer, written through its reference, or kept from `init`), a struct state
  /// holding a box, a write from a task the store started as it was built, an effect's
  /// placeholder, and a view's write that the next action makes again.
  nonisolated static let failing: [(Architecture, says: String)] = [
    (
      .ownStore(
        "fresh-class-state", store: PlainStore<StepChecked<ClassStateReducer>>.self,
        reducer: { StepChecked(ClassStateReducer(model: $0)) }, extra: classState),
      "the state is a `ClassState`, an object"
    ),
    (
      .ownStore(
        "fresh-class-state-writing", store: FreshClassStateWritingStore.self,
        reducer: { StepChecked(ClassStateReducer(model: $0)) }, extra: classState),
      "the state is a `ClassState`, an object"
    ),
    (
      .ownStore(
        "aliased-class-state", store: AliasedClassStateStore.self,
        reducer: { StepChecked(ClassStateReducer(model: $0)) }, extra: classState),
      "the state is a `ClassState`, an object"
    ),
    (
      .ownStore(
        "boxed-state", store: BoxedStateStore.self, reducer: { StepChecked(BoxedReducer(model: $0)) },
        extra: [.objects(of: FieldsBox.self, are: .store), .objects(of: BoxedReducer.self, are: .store)]),
      "the state holds a `FieldsBox`, an object"
    ),
    (.ownStore("restoring", store: RestoringStore.self), "`token` is \";\""),
    (
      .ownStore(
        "effect-writing", store: EffectWritingStore.self,
        reducer: { StepChecked(DebounceReducer(model: $0)) },
        extra: [.objects(of: DebounceReducer.self, are: .store)]),
      "`resultText` is \"…\""
    ),
    (
      Architecture.mistake(
        of: .store,
        roles: [
          .objects(of: IdempotentWritingView.self, are: .view),
          .objects(of: TokenWritingStore.self, are: .store),
        ],
        calculator: { IdempotentWritingView(model: $0, trace: $1) }),
      "before tokenChanged(\",\") was reduced, `token` is \",\""
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
      .ownStore(
        "revision-counter", store: PlainStore<StepChecked<RevisionReducer>>.self,
        reducer: { StepChecked(RevisionReducer(model: $0)) },
        extra: [
          .objects(of: RevisionCounter.self, are: .store), .objects(of: RevisionReducer.self, are: .store),
        ]))
    #expect(result.status == .failed)
    #expect(result.message.contains("no function of the state and the action"), "\(result.message)")
  }

  @Test(
    "a store that writes its state outside the reducer, or keeps no value, fails, saying what",
    arguments: failing)
  func wrongFails(architecture: Architecture, says: String) async throws {
    let (result, _) = try await Self.rule(architecture)
    #expect(result.status == .failed, "\(result.message)")
    #expect(result.message.contains(says), "\(result.message)")
  }

  /// Two seconds is longer than the driver's whole use of the screen: only the reading once the
  /// work started at build has ended sees that write.
  @Test(
    "a write from a task started as the store was built is read once that work has ended, however late",
    arguments: [0, 50, 300, 2_000])
  func lateWriteIsRead(milliseconds: Int) async throws {
    RestoringStore.restoreDelay = .milliseconds(milliseconds)
    defer { RestoringStore.restoreDelay = .milliseconds(30) }
    let steps = await ScreenKind.calculator.observeSteps(
      of: .ownStore("restoring", store: RestoringStore.self))
    let finding = try #require(steps.first?.finding)
    #expect(finding.seen.contains(#"`token` is ";", where"#), "\(finding.seen)")
  }

  @Test("a write after the last edit has settled, with no action after it, is read once the screen settles")
  func writeOnceSettledIsRead() async throws {
    let steps = await ScreenKind.calculator.observeSteps(
      of: .ownStore("settling-writer", store: SettlingWriterStore.self))
    let finding = try #require(steps.first?.finding)
    #expect(finding.seen.hasPrefix("between the events, `resultText` is \"settled\""), "\(finding.seen)")
  }

  @Test("a store whose state is a field of its superclass is read there too")
  func superclassStateIsRead() async throws {
    let steps = await ScreenKind.calculator.observeSteps(
      of: .ownStore("inherited-state", store: InheritingStore.self))
    let finding = try #require(steps.first?.finding)
    #expect(steps.first?.unmeasured == nil)
    #expect(finding.seen.contains("`token` is \"!\""), "\(finding.seen)")
  }

  @Test("of two writes outside the reducer, the message names the first")
  func firstWriteIsNamed() async throws {
    let (result, _) = try await Self.rule(.ownStore("writing-twice", store: TwiceWritingStore.self))
    #expect(result.message.contains(#"`token` is "first""#), "\(result.message)")
    #expect(!result.message.contains(#""second""#), "\(result.message)")
  }

  @Test("a store whose checked reducer is never run, and whose send writes the state, contradicts the events")
  func unrunReducerContradictsTheEvents() async throws {
    let (result, _) = try await Self.rule(.ownStore("decoy-reducer", store: DecoyReducerStore.self))
    #expect(result.status == .failed, "\(result.message)")
    #expect(result.message.contains("was sent no action"), "\(result.message)")
  }

  @Test(
    "a store whose own code asked the Model, and whose reducer is not checked, is not measured, and told why")
  func uncheckedParentIsNotMeasured() async throws {
    let (result, shape) = try await Self.rule(
      .ownStore(
        "parent-writes-child-checked", store: ParentWritingStore.self,
        reducer: { CalculatorReducer(model: $0) },
        extra: [.objects(of: EditsStore.self, are: .store), .objects(of: EditsReducer.self, are: .store)]))
    #expect(result.status == .notMeasured, "\(result.message)")
    if shape.callStacksMeasured {
      #expect(result.message.contains("ParentWritingStore, a Store the View holds"), "\(result.message)")
    }
  }

  @Test(
    "a view calling the store's own methods, which send, keeps every rule with effects that answer by send")
  func wrappedEntriesKeepEveryRule() async throws {
    let architecture = Architecture.ownStore(
      "debouncing-wrapped", store: DebouncingStore.self, reducer: { StepChecked(DebounceReducer(model: $0)) },
      extra: [.objects(of: DebounceReducer.self, are: .store)])
    let report = try #require(await ShapeCheck.run([architecture], screens: [.calculator]).first)
    for result in report.results {
      #expect(!result.failed, "\(result.rule.name): \(result.message)")
    }
  }

  @Test("an effect's placeholder that its answer overwrites in the same turn fails both rules of the effect")
  func effectPlaceholder() async throws {
    let architecture = Architecture.ownStore(
      "effect-writing", store: EffectWritingStore.self, reducer: { StepChecked(DebounceReducer(model: $0)) },
      extra: [.objects(of: DebounceReducer.self, are: .store)])
    let report = try #require(await ShapeCheck.run([architecture], screens: [.calculator]).first)
    let status = { (rule: ShapeRule) in report.results.first { $0.rule.name == rule.name }?.status }
    #expect(status(.onlyTheReducerChangesTheState) == .failed)
    if report.shape.callStacksMeasured {
      #expect(status(.effectsAnswerOnlyAsActions) == .failed)
    }
  }

  @Test("an effect's answer told to two views in one delivery came in as an action, for both")
  func secondViewInOneDeliveryIsCredited() async throws {
    let report = try #require(await ShapeCheck.run([.twoViewStore], screens: [.scoreList]).first)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.effectsAnswerOnlyAsActions.name })
    #expect(result.status == (report.shape.callStacksMeasured ? .passed : .notMeasured), "\(result.message)")
    guard report.shape.callStacksMeasured else { return }
    let credited = report.shape.cameAsActions(of: .store)
    #expect(credited.count > 3 && credited.allSatisfy { $0 }, "\(credited)")
  }
}

extension StoreStepsBatteryTests {
  @Test(
    "a state made a class, its class given no role, is told it must be a value, not only that it has no role")
  func undeclaredClassStateIsToldWhy() async throws {
    let report = try #require(
      await ShapeCheck.run(
        [
          .ownStore(
            "undeclared-class-state", store: PlainStore<StepChecked<ClassStateReducer>>.self,
            reducer: { StepChecked(ClassStateReducer(model: $0)) })
        ], screens: [.calculator]
      ).first)
    let roles = try #require(report.results.first { $0.rule.name == ShapeRule.everyObjectHasARole.name })
    #expect(roles.failed)
    #expect(roles.message.contains("ClassState"), "\(roles.message)")
    #expect(roles.message.contains("in a store's state, which must be a value"), "\(roles.message)")
    let steps = try #require(
      report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name })
    #expect(steps.message.contains("the state is a `ClassState`, an object"), "\(steps.message)")
  }
}
