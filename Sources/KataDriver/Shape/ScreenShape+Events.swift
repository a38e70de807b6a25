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
    let trace = Trace(measuringSenders: true)
    let built: Int
    let screen: AnyObject
    switch self {
    case .calculator:
      let seam = ModelSeam(architecture.traced(ProbeModel(), into: trace))
      let calculator = architecture.makeCalculatorScreen(seam: seam, trace: trace)
      built = trace.measuredArrivals().filter { $0.receiver == .view }.count
      calculator.playTokenEdit(",")
      calculator.playInputEdit("1,2")
      screen = calculator
      await settle([screen])
    case .scoreList:
      let seam = ServiceSeam(architecture.traced(ProbeService(), into: trace))
      let list = architecture.makeScoreListScreen(seam: seam, trace: trace)
      built = trace.measuredArrivals().filter { $0.receiver == .view }.count
      screen = list
      await list.load()
      await settle([screen])
      list.appear()
      await settle([screen])
      await list.load()
      await settle([screen])
    }
    let arrivals = trace.measuredArrivals().filter { $0.receiver == .view }
    return arrivals.dropFirst(min(built, arrivals.count)).map {
      ScreenShape.ArrivalStack(text: $0.text, stack: FlowStack($0.stack, roleOfFrame: roleOfFrame))
    }
  }
}
