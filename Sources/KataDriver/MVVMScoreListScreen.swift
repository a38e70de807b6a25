import CalculatorMVVM
import ScoreBoard

/// The MVVM score list, driven headlessly: the screen is the view, bound to its view model.
@MainActor
final class MVVMScoreListScreen: ScoreListScreen, CalculatorMVVM.ScoreListView {
  private let viewModel: ScoreListViewModel
  private let trace: Trace?
  private var bindings: [ObservationToken] = []
  private(set) var shownStates: [KataDriver.ScoreListState] = []

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    viewModel = ScoreListViewModel(service: service)
    if let trace {
      bindings.append(
        trace.recordUpdates(of: viewModel.outputs.state, named: "state", describedBy: Self.describe))
      trace.viewBinds()
    }
    bindings += bind(to: viewModel.outputs)
  }

  func load() async {
    trace?.call(.user, to: .view, "opens the screen")
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  var parts: [AnyObject] { [self, viewModel, viewModel.state] + bindings }

  func render(_ state: CalculatorMVVM.ScoreListState) {
    trace?.call(.binding, to: .view, "render(\(Self.describe(state)))")
    switch state {
    case .loading: shownStates.show(.loading)
    case .empty: shownStates.show(.empty)
    case .failed(let message): shownStates.show(.failed(message))
    case .rows(let rows): shownStates.show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
    }
  }

  /// A state as a trace shows it: `.rows([12 rows])`.
  private static func describe(_ state: CalculatorMVVM.ScoreListState) -> String {
    switch state {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let message): ".failed(\(Trace.literal(message)))"
    case .rows(let rows): ".rows([\(Trace.counted(rows.count, "row"))])"
    }
  }
}
