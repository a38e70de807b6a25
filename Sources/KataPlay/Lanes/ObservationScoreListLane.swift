import CalculatorObservation
import KataDriver
import ScoreBoard

/// The score list of MVVM with Observation, live: the playground's own view, composed by
/// ``ObservationScoreListComposition`` as the headless one is. It keeps only what the page
/// draws now.
@MainActor
final class ObservationScoreListLane: ScoreListLane, ObservationScoreListComposition.View {
  let viewModel: ScoreListViewModel
  var rendering: Rendering?
  private let recording: Trace
  private(set) var state: ScoreListScreenState?
  var loading: Task<Void, Never>?

  static func make(_ architecture: Architecture, service: any ScoreService) -> ObservationScoreListLane {
    let trace = Trace(keepingAtMost: ScoreListPage.keptMessages)
    return ObservationScoreListComposition.compose(service: architecture.traced(service, into: trace)) {
      ObservationScoreListLane(viewModel: $0, trace: trace)
    }
  }

  private init(viewModel: ScoreListViewModel, trace: Trace) {
    self.viewModel = viewModel
    recording = trace
  }

  var trace: Trace? { recording }
  func show(_ state: ScoreListScreenState) { self.state = state }
  func takeMessages() -> Trace.Kept { recording.takeKept() }

  deinit { loading?.cancel() }
}
