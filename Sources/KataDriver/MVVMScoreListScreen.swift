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
    let outputs = viewModel.outputs
    bindings =
      trace?.bindView(to: outputs.state.bind, named: "state", describedBy: Self.describe) {
        bind(to: outputs)
      } ?? bind(to: outputs)
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  func render(_ state: CalculatorMVVM.ScoreListState) {
    trace?.arrived(at: .view, "render(\(Self.describe(state)))", from: .viewModel)
    shownStates.show(Self.shown(state))
  }

  /// A state of this view model, in the words every screen shares.
  private static func shown(_ state: CalculatorMVVM.ScoreListState) -> KataDriver.ScoreListState {
    switch state {
    case .loading: .loading
    case .empty: .empty
    case .failed(let message): .failed(message)
    case .rows(let rows): .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
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

extension MVVMScoreListScreen: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.state.bind { observer(String(describing: Self.shown($0))) }
  }
}
