import CalculatorObservation
import ScoreBoard

/// The score list of MVVM with Observation, driven headlessly, composed by
/// ``ObservationScoreListComposition``: the screen is the view, which renders its view
/// model's state inside the tracking. It keeps every state it showed, for the suite.
@MainActor
final class ObservationScoreListScreen: ScoreListScreen, ObservationScoreListComposition.View {
  let viewModel: ScoreListViewModel
  var rendering: Rendering?
  let trace: Trace?
  var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListScreenState] = []

  static func make(service: any ScoreService, trace: Trace?) -> ObservationScoreListScreen {
    ObservationScoreListComposition.compose(service: service) {
      ObservationScoreListScreen(viewModel: $0, trace: trace)
    }
  }

  private init(viewModel: ScoreListViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
  }

  func show(_ state: ScoreListScreenState) { shownStates.show(state) }
  func appear() { screenAppears() }

  deinit { loading?.cancel() }
}

extension ObservationScoreListScreen: BindingProbe {
  /// Another view, bound the way this one is, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in
      viewModel.map { String(describing: ObservationScoreListComposition.shown($0.state)) }
    }
  }

  var promisesBindOrder: Bool { false }
}
