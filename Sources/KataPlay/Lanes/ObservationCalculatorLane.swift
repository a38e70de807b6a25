import CalculatorObservation
import KataDriver

/// The calculator of MVVM with Observation, live: the playground's own view, holding the
/// lesson's `@Observable` view model and drawing it inside `withObservationTracking`.
///
/// Composed by the same function as the headless screen (``ObservationComposition``). Edits go
/// to the view model's inputs; a result reaches the view on a later turn, when the tracking
/// has fired and the view draws again, and the page draws it then.
@MainActor
final class ObservationCalculatorLane: CalculatorLane, CalculatorObservation.CalculatorView {
  let name: String
  private let recorder: LaneRecorder
  private let viewModel: CalculatorViewModel
  private(set) var resultText = ""

  private init(name: String, recorder: LaneRecorder, viewModel: CalculatorViewModel) {
    self.name = name
    self.recorder = recorder
    self.viewModel = viewModel
  }

  /// A lane called `name`, composed and bound.
  static func make(name: String) -> ObservationCalculatorLane {
    let recorder = LaneRecorder()
    return ObservationComposition.calculator(
      model: recorder.model(calledBy: .viewModel), trace: recorder.trace
    ) {
      Self(name: name, recorder: recorder, viewModel: $0)
    }
  }

  func editToken(_ token: String) {
    recorder.userEdits("token", token)
    recorder.record(.view, to: .viewModel, "tokenChanged(\(recorder.literal(token)))")
    viewModel.inputs.tokenChanged(token)
  }

  func editInput(_ input: String) {
    recorder.userEdits("input", input)
    recorder.record(.view, to: .viewModel, "inputChanged(\(recorder.literal(input)))")
    viewModel.inputs.inputChanged(input)
  }

  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }

  func showResultText(_ text: String) {
    recorder.arrived(at: .view, "showResultText(\(recorder.literal(text)))", from: .viewModel)
    resultText = text
  }
}
