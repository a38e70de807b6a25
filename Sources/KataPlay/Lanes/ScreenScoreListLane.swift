import KataDriver
import KataTracing
import ScoreBoard

/// A registered architecture's score list, live, through the shared screen interface.
@MainActor
final class ScreenScoreListLane: ScoreListLane {
  private let trace = Trace(keepingAtMost: ScoreListPage.keptMessages)
  /// The screen the lane shows.
  let screen: any ScoreListScreen

  init(_ architecture: Architecture, service: any ScoreService) {
    screen = architecture.makeScoreListScreen(service: service, trace: trace)
  }

  func load() async { await screen.load() }
  var state: ScoreListSnapshot? { screen.shownStates.last }
  func takeMessages() -> Trace.Kept { trace.takeKept() }
}
