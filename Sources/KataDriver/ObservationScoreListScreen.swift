import CalculatorObservation
import ScoreBoard

/// The score list of MVVM with Observation, driven headlessly: the screen is the view, which
/// renders its view model's state inside the tracking.
@MainActor
final class ObservationScoreListScreen: ScoreListScreen, CalculatorObservation.ScoreListView {
  private let viewModel: ScoreListViewModel
  private let trace: Trace?
  private(set) var shownStates: [KataDriver.ScoreListState] = []

  init(viewModel: ScoreListViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
  }

  /// A screen over `service`, composed and bound.
  static func make(service: any ScoreService, trace: Trace?) -> ObservationScoreListScreen {
    ObservationComposition.scoreList(service: service, trace: trace) { Self(viewModel: $0, trace: trace) }
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  func render(_ state: CalculatorObservation.ScoreListState) {
    trace?.arrived(at: .view, "render(\(Self.describe(state)))", from: .viewModel)
    shownStates.show(Self.shown(state))
  }

  /// A state of this view model, in the words every screen shares.
  static func shown(_ state: CalculatorObservation.ScoreListState) -> KataDriver.ScoreListState {
    switch state {
    case .loading: .loading
    case .empty: .empty
    case .failed(let message): .failed(message)
    case .rows(let rows): .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }

  /// A state as a trace shows it: `.rows([12 rows])`.
  static func describe(_ state: CalculatorObservation.ScoreListState) -> String {
    switch state {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let message): ".failed(\(Trace.literal(message)))"
    case .rows(let rows): ".rows([\(Trace.counted(rows.count, "row"))])"
    }
  }
}

extension ObservationScoreListScreen: BindingProbe {
  /// Another view, bound the way this one is, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in
      viewModel.map { String(describing: Self.shown($0.state)) }
    }
  }

  var promisesBindOrder: Bool { false }
}
