import KataShape
import Testing

@testable import KataDriver
@testable import KataLessons

/// "Only the reducer changes the state", read from a store's declared history: its action log,
/// replayed by the kit through its reducer, must give the state it holds at every moment the
/// driver reads it. The stores that break it (a `send` that writes a flag itself, a view that
/// writes a settable state) are kept among the mistakes; here, the stores that keep it, and
/// one that declares nothing.
@Suite("Store history: a store's log, replayed through its reducer, is its state", .timeLimit(.minutes(1)))
@MainActor
struct StoreHistoryTests {
  /// Honest stores that declare their history: the lesson's, and variants built on it or
  /// written beside it (an `@Observable` store, a store whose loads go through an actor, a
  /// view whose fields send through a binding).
  nonisolated static let declaring: [Architecture] = [
    .store, Variant.observedStore.architecture, Variant.deskStore.architecture,
    Variant.fieldBindingStore.architecture,
  ]

  @Test(
    "an honest store that declares its history is replayed at every reading, and keeps the rule",
    arguments: declaring)
  func honestStoreIsReplayed(architecture: Architecture) async {
    for report in await ShapeCheck.run([architecture]) {
      let replays = report.shape.replays.filter { $0.role == .store }
      #expect(replays.count > 3, "\(report.shape.screen): read \(replays.count) times")
      #expect(replays.allSatisfy { $0.difference == nil }, "\(replays.compactMap(\.difference))")
      // Read while work is in flight as well as settled: a log that grew between readings.
      #expect(Set(replays.map(\.actions.count)).count > 2)
      let result = report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name }
      #expect(
        result?.status == (report.shape.callStacksMeasured ? .passed : .notMeasured),
        "\(result?.message ?? "")")
    }
  }

  @Test(
    "a store that declares no history is not measured on 'only the reducer changes the state', and is told how"
  )
  func undeclaredStoreIsNotMeasured() async throws {
    let architecture = Variant.sendingStore.architecture
    let report = try #require(await ShapeCheck.run([architecture], screens: [.scoreList]).first)
    #expect(report.shape.replays.filter { $0.role == .store }.isEmpty)
    let result = try #require(
      report.results.first { $0.rule.name == ShapeRule.onlyTheReducerChangesTheState.name })
    #expect(result.status == .notMeasured)
    if report.shape.callStacksMeasured {
      #expect(result.message.contains("ReplayableStore"), "\(result.message)")
      #expect(result.message.contains("actionLog"), "\(result.message)")
    }
  }

  @Test("a replay names the field that differs, with both values, and the actions before it")
  func differenceNamesTheField() async throws {
    let mistake = Mistake.tokenWritingStore
    let report = try #require(await ShapeCheck.run([mistake.architecture], screens: [.calculator]).first)
    let first = try #require(report.shape.replays.first { $0.difference != nil })
    #expect(first.storeType == "TokenWritingStore")
    #expect(first.actions == [#"inputChanged("")"#])
    #expect(first.difference == #"`token` is ",", where the reducer makes """#)
  }
}
