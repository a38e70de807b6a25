import CalculatorMVVM
import ScoreBoard

/// The MVVM score list, driven headlessly: the screen is the view, bound to its view model.
@MainActor
final class MVVMScoreListScreen: ScoreListScreen, CalculatorMVVM.ScoreListView {
  private let viewModel: ScoreListViewModel
  private var bindings: [ObservationToken] = []
  private(set) var shownStates: [KataDriver.ScoreListState] = []

  init(service: ScoreService) {
    viewModel = ScoreListViewModel(service: service)
    bindings = bind(to: viewModel.outputs)
  }

  func load() async { await viewModel.inputs.load() }
  var parts: [AnyObject] { [self, viewModel, viewModel.state] + bindings }

  func render(_ state: CalculatorMVVM.ScoreListState) {
    switch state {
    case .loading: shownStates.show(.loading)
    case .empty: shownStates.show(.empty)
    case .failed(let message): shownStates.show(.failed(message))
    case .rows(let rows): shownStates.show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
    }
  }
}
