import CalculatorModel
import CalculatorObservation
import KataDriver

/// The calculator of MVVM with Observation, live: the playground's own view, composed by
/// ``ObservationCalculatorComposition`` as the headless one is.
///
/// Edits go to the view model's inputs; a result reaches the view on a later turn, when the
/// tracking has fired and the view draws again, and the page draws it then.
@MainActor
final class ObservationCalculatorLane: CalculatorLane, ObservationCalculatorComposition.View {
  let name: String
  let viewModel: CalculatorViewModel
  var rendering: Rendering?
  private let recording: Trace
  private(set) var resultText = ""

  static func make(_ architecture: Architecture) -> ObservationCalculatorLane {
    let trace = Trace()
    return ObservationCalculatorComposition.compose(model: architecture.traced(SumModel(), into: trace)) {
      ObservationCalculatorLane(name: architecture.name, viewModel: $0, trace: trace)
    }
  }

  private init(name: String, viewModel: CalculatorViewModel, trace: Trace) {
    self.name = name
    self.viewModel = viewModel
    recording = trace
  }

  var trace: Trace? { recording }
  func show(resultText text: String) { resultText = text }
  func takeMessages() -> [Trace.Message] { recording.takeMessages() }
}
