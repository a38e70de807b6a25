import CalculatorObservation
import CalculatorRule
import Observation

/// The calculator of MVVM with Observation, driven headlessly: the screen is the view itself.
///
/// It holds its view model strongly, sends edits to its inputs, and learns of results only by
/// reading the outputs inside the tracking that ``ObservationComposition`` starts. A result
/// reaches it on a later turn of the main actor, so the driver reads it once it has settled.
@MainActor
final class ObservationCalculatorScreen: CalculatorScreen, CalculatorObservation.CalculatorView {
  private let viewModel: CalculatorViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(viewModel: CalculatorViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
  }

  /// A screen over `model`, composed and bound.
  static func make(model: any CalculatorModel, trace: Trace?) -> ObservationCalculatorScreen {
    ObservationComposition.calculator(model: model, trace: trace) { Self(viewModel: $0, trace: trace) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.inputs.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputs.inputChanged(input)
  }

  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    resultText = text
  }
}

extension ObservationCalculatorScreen: BindingProbe {
  /// Another view, bound the way this one is: it draws inside the tracking, and again after
  /// every change, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }
}
