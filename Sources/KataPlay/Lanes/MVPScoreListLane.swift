import CalculatorMVP
import KataDriver
import ScoreBoard

/// The MVP score list, live: the playground's own passive list, composed by
/// ``MVPScoreListComposition`` as the headless one is. It keeps only what the page draws now.
@MainActor
final class MVPScoreListLane: ScoreListLane, MVPScoreListComposition.View {
  let presenter: ScoreListPresenter
  private let recording: Trace
  private(set) var state: ScoreListScreenState?
  var loading: Task<Void, Never>?

  static func make(_ architecture: Architecture, service: any ScoreService) -> MVPScoreListLane {
    let trace = Trace(keepingAtMost: ScoreListPage.keptMessages)
    return MVPScoreListComposition.compose(service: architecture.traced(service, into: trace)) {
      MVPScoreListLane(presenter: $0, trace: trace)
    }
  }

  private init(presenter: ScoreListPresenter, trace: Trace) {
    self.presenter = presenter
    recording = trace
  }

  var trace: Trace? { recording }
  func show(_ state: ScoreListScreenState) { self.state = state }
  func takeMessages() -> Trace.Kept { recording.takeKept() }

  deinit { loading?.cancel() }
}
