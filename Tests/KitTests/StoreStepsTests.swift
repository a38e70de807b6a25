import CalculatorModel
import CalculatorStore
import KataShape
import Testing

@testable import KataDriver
@testable import KataLessons

/// "Only the reducer changes the state", read from the reducer the kit checks where it composes a
/// screen (`StepChecked`, as TCA's `_printChanges()` wraps a reducer): each action reduced from
/// the state the one before it left, and the store holding that state between the events. The
/// stores that break it (a `send` that writes a flag itself, a view that writes a settable state)
/// are kept among the mistakes; here, the stores that keep it, one whose reducer is not checked,
/// and the checks themselves, each seen failing.
@Suite(
  "Store steps: a checked reducer, step by step, is the only writer of the state", .timeLimit(.minutes(1)))
@MainActor
struct StoreStepsTests {
  /// Honest stores whose reducer is checked: the lesson's, and variants built on it or written
  /// beside it (an `@Observable` store observed as TCA's is, a store whose loads go through an
  /// actor, a view whose fields send through a binding, a scope of a parent store, as a class
  /// and as a struct).
  nonisolated static let checked: [Architecture] = [
    .store, Variant.observedStore.architecture, Variant.deskStore.architecture,
    Variant.fieldBindingStore.architecture, Variant.classScopeStore.architecture,
    Variant.structScopeStore.architecture, Variant.lessonScopeStore.architecture,
  ]

  @Test(
    "an honest store whose reducer is checked keeps the rule, and every step was checked", arguments: checked)
  func honestStoreIsChecked(architecture: Architecture) async {
    for report in await ShapeCheck.run([architecture]) {
      let steps = report.shape.steps.filter { $0.role == .store }
      #expect(!steps.isEmpty, "\(report.shape.screen): no checked reducer found")
      #expect(steps.allSatisfy { $0.finding == nil }, "\(steps.compactMap(\.finding))")
      #expect(steps.reduce(0) { $0 + $1.actionsReduced } > 2, "\(report.shape.screen): \(steps)")
      let result = report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name }
      #expect(
        result?.status == (report.shape.callStacksMeasured ? .passed : .notMeasured),
        "\(result?.message ?? "")")
    }
  }

  @Test(
    "a store whose reducer is not checked is not measured on 'only the reducer changes the state', and is told how"
  )
  func uncheckedStoreIsNotMeasured() async throws {
    let architecture = Variant.sendingStore.architecture
    let report = try #require(await ShapeCheck.run([architecture], screens: [.scoreList]).first)
    #expect(report.shape.steps.filter { $0.role == .store }.isEmpty)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name })
    #expect(result.status == .notMeasured)
    if report.shape.callStacksMeasured {
      #expect(result.message.contains("StepChecked(reducer)"), "\(result.message)")
    }
  }

  @Test("a step names the field that differs, with both values, and the action it came before")
  func findingNamesTheField() async throws {
    let report = try #require(
      await ShapeCheck.run([Mistake.tokenWritingStore.architecture], screens: [.calculator]).first)
    let steps = try #require(report.shape.steps.first { $0.finding != nil })
    #expect(steps.storeType == "TokenWritingStore")
    #expect(
      steps.finding?.seen
        == #"before inputChanged("") was reduced, `token` is ",", where the screen started with """#)
  }

  @Test(
    "the lesson's checked reducer only counts outside a measurement: it keeps no state, and finds nothing")
  func checkedReducerOnlyCountsOutsideAMeasurement() {
    let screen = Architecture.store.makeCalculatorScreen()
    for input in ["1", "1,2", "1,2,3"] { screen.playInputEdit(input) }
    let ledgers = ObjectGraph(root: screen).checkedReducers.map(\.ledger)

    #expect(ledgers.count == 1)
    #expect(ledgers.first?.checking == false)
    #expect(ledgers.first?.actionsReduced == 3)
    #expect(ledgers.first?.stateType == nil, "a ledger that only counts kept a state")
  }

  @Test("the checked reducer is walked through: the shape shows what the store holds, and no kit object")
  func checkedReducerIsInvisibleToTheShape() async throws {
    let report = try #require(await ShapeCheck.run([.store], screens: [.calculator]).first)
    #expect(
      !report.shape.parts.contains {
        $0.typeName.contains("StepLedger") || $0.typeName.contains("StepChecked")
      })
    #expect(
      report.shape.references.contains { $0.property.hasSuffix(".reducer.model") },
      "the Model is no longer seen as the reducer's")
  }

  @Test("a reducer's step checked twice from one state: a counter it reads is found at the first step")
  func impurityIsFoundAtTheFirstStep() {
    let reducer = StepLedger.$measuring.withValue(true) { StepChecked(RevisionReducer(model: SumModel())) }
    var state = reducer.initialState

    reducer.reduce(&state, .tokenChanged(","))

    #expect(reducer.ledger.finding?.seen.contains("reduced twice from one state, made two states") == true)
  }

  @Test("a state that holds an object is found at the first step, named")
  func objectInTheStateIsFound() {
    let reducer = StepLedger.$measuring.withValue(true) { StepChecked(ClassStateReducer(model: SumModel())) }
    var state = reducer.initialState

    reducer.reduce(&state, .tokenChanged(","))

    #expect(reducer.ledger.finding?.seen == "the state is a `ClassState`, an object")
  }

  @Test("a key path in the state is the toolchain's, no object of the screen's: a nested state is a value")
  func keyPathIsNoObject() {
    let reducer = StepLedger.$measuring.withValue(true) { StepChecked(NestedReducer(model: SumModel())) }
    var state = reducer.initialState

    reducer.reduce(&state, .tokenChanged(","))
    reducer.reduce(&state, .inputChanged("1,2"))

    #expect(reducer.ledger.finding == nil)
  }
}

extension StoreStepsTests {
  @Test(
    "a store observed as TCA's is, its views drawing in an observation loop, is measured on its effects, and keeps them"
  )
  func observedStoreIsMeasuredOnItsEffects() async throws {
    for report in await ShapeCheck.run([Variant.observedStore.architecture]) {
      let result = try #require(
        report.results.first { $0.rule.name == ShapeRule.effectsAnswerOnlyAsActions.name })
      #expect(
        result.status == (report.shape.callStacksMeasured ? .passed : .notMeasured), "\(result.message)")
    }
  }

  @Test(
    "an observed store whose effect writes the players into the state, which its loop draws, fails 'only the reducer changes the state'"
  )
  func observedStoreWritingItsAnswerFails() async throws {
    let report = try #require(await ShapeCheck.run([.observedShortcutStore], screens: [.scoreList]).first)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name })
    #expect(result.status == .failed, "\(result.message)")
    #expect(result.message.contains("`content` is rows("), "\(result.message)")
  }
}
