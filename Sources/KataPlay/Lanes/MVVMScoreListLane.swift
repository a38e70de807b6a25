import CalculatorMVVM
import KataDriver
import ScoreBoard

/// The MVVM score list, live: the playground's own view, composed by
/// ``MVVMScoreListComposition`` as the headless one is. It keeps only what the page draws now.
@MainActor
final class MVVMScoreListLane: ScoreListLane, MVVMScoreListComposition.View {
  let viewModel: ScoreListViewModel
  var bindings: [BindingToken] = []
  private let recording: Trace
  private(set) var state: ScoreListScreenState?
  var loading: Task<Void, Never>?

  static func make(_ architecture: Architecture, service: any ScoreService) -> MVVMScoreListLane {
    let trace = Trace(keepingAtMost: ScoreListPage.keptMessages)
    return MVVMScoreListComposition.compose(service: architecture.traced(service, into: trace)) {
      MVVMScoreListLane(viewModel: $0, trace: trace)
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
