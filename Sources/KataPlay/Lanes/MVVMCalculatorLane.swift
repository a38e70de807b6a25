import CalculatorMVVM
import CalculatorModel
import KataDriver

/// The MVVM calculator, live: the playground's own view, composed by
/// ``MVVMCalculatorComposition`` as the headless one is.
///
/// Edits go to the view model's inputs; results come back only through the binding.
@MainActor
final class MVVMCalculatorLane: CalculatorLane, MVVMCalculatorComposition.View {
  let name: String
  let viewModel: CalculatorViewModel
  var bindings: [BindingToken] = []
  private let recording: Trace
  private(set) var resultText = ""

  static func make(_ architecture: Architecture) -> MVVMCalculatorLane {
    let trace = Trace()
    return MVVMCalculatorComposition.compose(model: architecture.traced(SumModel(), into: trace)) {
      MVVMCalculatorLane(name: architecture.name, viewModel: $0, trace: trace)
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
