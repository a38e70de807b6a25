import CalculatorMVVM
import CalculatorRule

/// The MVVM calculator, driven headlessly: the screen is the view itself.
///
/// It holds its view model strongly, sends edits to its inputs, and learns of results only
/// through the binding it keeps (its observation tokens).
@MainActor
final class MVVMCalculatorScreen: CalculatorScreen, CalculatorMVVM.CalculatorView {
  private let viewModel: CalculatorViewModel
  private var bindings: [ObservationToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = CalculatorViewModel(model: model)
    bindings = bind(to: viewModel.outputs)
  }

  func editToken(_ token: String) { viewModel.inputs.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputs.inputChanged(input) }
  var parts: [AnyObject] { [self, viewModel, viewModel.resultText] + bindings }

  func showResultText(_ text: String) {
    resultText = text
  }
}
