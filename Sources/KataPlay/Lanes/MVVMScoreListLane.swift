import CalculatorMVVM
import KataDriver
import ScoreBoard

/// The MVVM score list, live: the playground's own view, holding the lesson's view model and
/// rendering each state its binding delivers.
@MainActor
final class MVVMScoreListLane: ScoreListLane, CalculatorMVVM.ScoreListView {
  private let recorder = LaneRecorder()
  private let viewModel: ScoreListViewModel
  private var bindings: [ObservationToken] = []
  private(set) var state: KataDriver.ScoreListState?

  init(service: any ScoreService) {
    viewModel = ScoreListViewModel(service: recorder.service(service, calledBy: .viewModel))
    let recorder = recorder
    let describe = { Self.describe($0, quoting: recorder.literal) }
    bindings = recorder.bind(viewModel.outputs.state, named: "state", describedBy: describe) {
      bind(to: viewModel.outputs)
    }
  }

  func load() async {
    recorder.userOpensScreen()
    recorder.record(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }

  func render(_ state: CalculatorMVVM.ScoreListState) {
    recorder.arrived(
      at: .view, "render(\(Self.describe(state, quoting: recorder.literal)))", from: .viewModel)
    self.state =
      switch state {
      case .loading: .loading
      case .empty: .empty
      case .failed(let message): .failed(message)
      case .rows(let rows): .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
      }
  }

  /// A state as a trace shows it: `.rows([12 rows])`.
  private static func describe(_ state: CalculatorMVVM.ScoreListState, quoting quote: (String) -> String)
    -> String
  {
    switch state {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let message): ".failed(\(quote(message)))"
    case .rows(let rows): ".rows([\(LaneRecorder.counted(rows.count, "row"))])"
    }
  }
}
