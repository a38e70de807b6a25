import KataEvidence
import KataShape
import KataTracing

extension ScreenKind {
  /// The call stacks where each message reached the view of a fresh screen of `architecture`,
  /// once it was built: used as a user uses it, and then again, so that what the view is told
  /// while an event is handled (the store drawing `.loading` as the load is sent) and what it
  /// is told later (an effect's answer) are both seen. The score list loads, appears (as a
  /// UIKit screen does), and loads again, settling after each; the calculator gets a token
  /// and an input. What reached the view while the screen was built is left out: a first draw
  /// on subscribing answers no event.
  @MainActor
  func observeArrivalsAfterBuilding(
    of architecture: Architecture, roleOfFrame: @escaping (String) -> Role?
  ) async -> [ScreenShape.ArrivalStack] {
    // Each arrival notes how many actions the screen's checked reducers have reduced: an answer
    // that came in as an action arrives after one more was reduced, whichever method of the
    // store it took.
    let counter = ActionCounter()
    let trace = Trace(measuringSenders: true) {
      MainActorEvidence.isCurrent ? MainActor.assumeIsolated { counter.reduced } : nil
    }
    let built: Int
    let screen: AnyObject
    switch self {
    case .calculator:
      let seam = ModelSeam(architecture.traced(ProbeModel(), into: trace))
      let calculator = architecture.makeCalculatorScreen(seam: seam, trace: trace)
      built = trace.measuredArrivals().filter { $0.receiver == .view }.count
      counter.count(in: calculator)
      calculator.playTokenEdit(",")
      calculator.playInputEdit("1,2")
      screen = calculator
      await settle([screen])
    case .scoreList:
      let seam = ServiceSeam(architecture.traced(ProbeService(), into: trace))
      let list = architecture.makeScoreListScreen(seam: seam, trace: trace)
      built = trace.measuredArrivals().filter { $0.receiver == .view }.count
      counter.count(in: list)
      screen = list
      await list.drivenLoad(from: seam)
      await settle([screen])
      list.appear()
      await settle([screen])
      await list.drivenLoad(from: seam)
      await settle([screen])
    }
    let arrivals = Array(trace.measuredArrivals().filter { $0.receiver == .view }.dropFirst(built))
    var before = counter.reducedWhenBuilt
    return arrivals.map { arrival in
      defer { before = arrival.actionsReduced }
      let reduced = before.flatMap { before in arrival.actionsReduced.map { (before: before, now: $0) } }
      return ScreenShape.ArrivalStack(
        text: arrival.text, stack: FlowStack(arrival.stack, roleOfFrame: roleOfFrame), actionsReduced: reduced
      )
    }
  }
}

/// The reducers of a screen that the kit checks, found once it is built, and how many actions
/// they have reduced between them.
@MainActor
final class ActionCounter {
  private var counts: [() -> Int] = []
  /// What ``reduced`` said as the reducers were found.
  private(set) var reducedWhenBuilt: Int?

  /// The actions reduced by now; `nil` where no reducer is checked.
  var reduced: Int? { counts.isEmpty ? nil : counts.reduce(0) { $0 + $1() } }

  /// Finds the checked reducers of `screen`, and counts their actions from now.
  func count(in screen: AnyObject) {
    for (_, ledger) in ObjectGraph(root: screen).checkedReducers {
      counts.append { [weak ledger] in ledger?.actionsReduced ?? 0 }
    }
    reducedWhenBuilt = reduced
  }
}
