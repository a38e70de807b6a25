import KataDriver
import KataRegistry
import KataShape
import KataTracing
import Testing

// No `@testable` here: what a student's module sees of the kit is what is public.

/// What a student's architecture codes against (``StudentSurface``), spelled as the guide spells
/// it: a change to any of these spellings fails this file's build. Whoever moves one keeps the
/// old spelling in Sources, deprecated and renamed to the new, raises the surface's version, and
/// spells the new one here.
@Suite(
  "The student's surface: every spelling a student's architecture uses still builds and runs",
  .timeLimit(.minutes(1)))
@MainActor
struct StudentSurfaceTests {
  /// A type of a student's own, declared with a role.
  final class Hub {}

  /// A pattern of one's own, with a rule of every builder's.
  static let everyBuilder = Pattern(
    name: "Surface", mediator: .presenter,
    rules: [
      .owns(.view, .presenter, name: "owns", why: "w", hint: "h", lesson: "docs/02-mvp.md"),
      .doesNotKeepAlive(
        .presenter, .view, name: "does not keep alive", why: "w", hint: "h", lesson: "docs/02-mvp.md"),
      .cannotReach(
        from: .presenter, [.view], passing: [.coordinator], name: "cannot reach", why: "w", hint: "h",
        lesson: "docs/02-mvp.md"),
      .reachesOnly(
        [.model], through: .presenter, from: .view, name: "reaches only", why: "w", hint: "h",
        lesson: "docs/02-mvp.md"),
      .refersThroughProtocol(
        .presenter, .view, name: "through a protocol", why: "w", hint: "h", lesson: "docs/02-mvp.md"),
      .entersOnlyByMethods(
        of: .presenter, from: .view, name: "by methods", why: "w", hint: "h", lesson: "docs/02-mvp.md"),
      .decidesWhatIsShown(
        by: .presenter, through: [], to: .view, name: "decides", why: "w", hint: "h",
        lesson: "docs/02-mvp.md",
        onList: (why: "w", hint: "h")),
      .showsWhatArrives(
        .view, name: "shows what arrives", why: "w", hint: "h", lesson: "docs/02-mvp.md", onList: nil),
      .changesStateOnlyInItsReducer(
        .store, heldBy: .view, name: "reducer", why: "w", hint: "h", lesson: "docs/04-store.md"),
      .answersOnlyAsActions(
        of: .store, to: .view, name: "actions", why: "w", hint: "h", lesson: "docs/04-store.md"),
    ])

  @Test("an architecture of one's own, registered with every builder's rule, is measured by each of them")
  func everyBuilderRuns() async {
    let mvp = Architecture.mvp
    let own = Architecture(
      name: "surface", summary: "MVP's screens, judged by a pattern of its own", pattern: Self.everyBuilder,
      roles: mvp.roles + [RoleDeclaration.objects(of: Hub.self, are: Role("Hub"))],
      calculator: { model, trace in mvp.makeCalculatorScreen(model: model, trace: trace) },
      scoreList: { service, trace in mvp.makeScoreListScreen(service: service, trace: trace) })
    let report = await ShapeCheck.run([own], screens: [.calculator])
    let judged = report.first?.results.map(\.rule.name) ?? []
    #expect(judged == Self.everyBuilder.rules.map(\.name))
    for name in ["owns", "does not keep alive", "through a protocol", "decides"] {
      #expect(report.first?.results.first { $0.rule.name == name }?.failed == false, "\(name)")
    }
  }

  /// A reducer of a student's own, with its own protocol.
  struct Counter: CountingReducer {
    func reduce(_ state: inout Int, _ action: Int) { state += action }
  }

  @Test("a reducer of one's own, wrapped in StepChecked, is stepped and counted")
  func stepCheckedWrapsAReducer() {
    let checked = StepChecked(Counter())
    var state = 1
    checked.reduce(&state, 2)
    checked.reduce(&state, 3)
    #expect(state == 6)
    #expect(checked.ledger.actionsReduced == 2)
    #expect(checked.ledger.finding == nil)
  }
}

/// A student's reducer protocol, conformed to by StepChecked as the guide shows.
protocol CountingReducer {
  func reduce(_ state: inout Int, _ action: Int)
}

extension StepChecked: CountingReducer where Base: CountingReducer {
  func reduce(_ state: inout Int, _ action: Int) {
    step(&state, action) { $0.reduce(&$1, $2) }
  }
}
