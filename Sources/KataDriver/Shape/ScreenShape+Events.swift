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
    // Each arrival notes how many actions the screen's stores have logged: an answer that came
    // in as an action arrives after one more was logged, whichever method of the store it took.
    let counter = ActionCounter()
    let trace = Trace(measuringSenders: true) {
      MainActorEvidence.isCurrent ? MainActor.assumeIsolated { counter.logged } : nil
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
    var before = counter.loggedWhenBuilt
    return arrivals.map { arrival in
      defer { before = arrival.actionsLogged }
      let logged = before.flatMap { before in arrival.actionsLogged.map { (before: before, now: $0) } }
      return ScreenShape.ArrivalStack(
        text: arrival.text, stack: FlowStack(arrival.stack, roleOfFrame: roleOfFrame), actionsLogged: logged)
    }
  }
}

/// The stores of a screen that declare their history, found once it is built, and how many
/// actions they have logged between them.
@MainActor
final class ActionCounter {
  private var logs: [() -> Int] = []
  /// What ``logged`` said as the stores were found.
  private(set) var loggedWhenBuilt: Int?

  /// The actions logged by now; `nil` where no store declares its history.
  var logged: Int? { logs.isEmpty ? nil : logs.reduce(0) { $0 + $1() } }

  /// Finds the stores of `screen` that declare their history, and counts their actions from now.
  func count(in screen: AnyObject) {
    for (_, store) in ObjectGraph.declaredHistories(in: screen) {
      logs.append { [weak store] in store?.actionLog.count ?? 0 }
    }
    loggedWhenBuilt = logged
  }
}
