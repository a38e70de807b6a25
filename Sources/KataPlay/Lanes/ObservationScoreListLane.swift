import CalculatorObservation
import KataDriver
import ScoreBoard

/// The score list of MVVM with Observation, live: the playground's own view, holding the
/// lesson's `@Observable` view model and rendering its state inside the tracking.
@MainActor
final class ObservationScoreListLane: ScoreListLane, CalculatorObservation.ScoreListView {
  private let recorder: LaneRecorder
  private let viewModel: ScoreListViewModel
  private(set) var state: KataDriver.ScoreListState?

  private init(recorder: LaneRecorder, viewModel: ScoreListViewModel) {
    self.recorder = recorder
    self.viewModel = viewModel
  }

  /// A lane over `service`, composed and bound.
  static func make(service: any ScoreService) -> ObservationScoreListLane {
    let recorder = LaneRecorder()
    return ObservationComposition.scoreList(
      service: recorder.service(service, calledBy: .viewModel), trace: recorder.trace
    ) { Self(recorder: recorder, viewModel: $0) }
  }

  func load() async {
    recorder.userOpensScreen()
    recorder.record(.view, to: .viewModel, "load()")
    await viewModel.inputs.load()
  }

  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }

  func render(_ state: CalculatorObservation.ScoreListState) {
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
  private static func describe(
    _ state: CalculatorObservation.ScoreListState, quoting quote: (String) -> String
  ) -> String {
    switch state {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let message): ".failed(\(quote(message)))"
    case .rows(let rows): ".rows([\(LaneRecorder.counted(rows.count, "row"))])"
    }
  }
}
