import CalculatorMVVM
import CalculatorRule

/// The MVVM calculator, driven headlessly: the screen is the view itself.
///
/// It holds its view model strongly, sends edits to its inputs, and learns of results only
/// through the binding it keeps (its observation tokens).
@MainActor
final class MVVMCalculatorScreen: CalculatorScreen, CalculatorMVVM.CalculatorView {
  private let viewModel: CalculatorViewModel
  private let trace: Trace?
  private var bindings: [ObservationToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = CalculatorViewModel(model: model)
    let outputs = viewModel.outputs
    bindings =
      trace?.bindView(to: outputs.resultText.bind, named: "resultText", describedBy: Trace.literal) {
        bind(to: outputs)
      } ?? bind(to: outputs)
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

extension MVVMCalculatorScreen: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}
