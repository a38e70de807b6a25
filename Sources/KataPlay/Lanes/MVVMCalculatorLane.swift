import CalculatorMVVM
import KataDriver

/// The MVVM calculator, live: the playground's own view, holding the lesson's view model and
/// bound to its outputs.
///
/// Edits go to the view model's inputs; results come back only through the binding.
@MainActor
final class MVVMCalculatorLane: CalculatorLane, CalculatorMVVM.CalculatorView {
  let name: String
  private let recorder = LaneRecorder()
  private let viewModel: CalculatorViewModel
  private var bindings: [ObservationToken] = []
  private(set) var resultText = ""

  init(name: String) {
    self.name = name
    viewModel = CalculatorViewModel(model: recorder.model(calledBy: .viewModel))
    bindings = recorder.bind(
      viewModel.outputs.resultText, named: "resultText", describedBy: recorder.literal
    ) {
      bind(to: viewModel.outputs)
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
