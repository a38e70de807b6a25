import CalculatorMVVM
import ScoreBoard

/// The MVVM score list, driven headlessly, composed by ``MVVMScoreListComposition``: the
/// screen is the view, bound to its view model. It keeps every state it showed, for the suite.
@MainActor
final class MVVMScoreListScreen: ScoreListScreen, MVVMScoreListComposition.View {
  let viewModel: ScoreListViewModel
  let trace: Trace?
  var loading: Task<Void, Never>?
  var bindings: [BindingToken] = []
  private(set) var shownStates: [ScoreListScreenState] = []

  static func make(service: any ScoreService, trace: Trace?) -> MVVMScoreListScreen {
    MVVMScoreListComposition.compose(service: service) { MVVMScoreListScreen(viewModel: $0, trace: trace) }
  }

  private init(viewModel: ScoreListViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
  }

  func show(_ state: ScoreListScreenState) { shownStates.show(state) }
  func appear() { screenAppears() }

  deinit { loading?.cancel() }
}

extension MVVMScoreListScreen: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.state.bind { observer(String(describing: MVVMScoreListComposition.shown($0))) }
  }
}
