import CalculatorMVVM
import CalculatorModel

/// The MVVM calculator, driven headlessly, composed by ``MVVMCalculatorComposition``: the
/// screen is the view itself.
///
/// It holds its view model strongly, sends edits to its inputs, and learns of results only
/// through the binding it keeps (its observation tokens).
@MainActor
final class MVVMCalculatorScreen: CalculatorScreen, MVVMCalculatorComposition.View {
  let viewModel: CalculatorViewModel
  let trace: Trace?
  var bindings: [BindingToken] = []
  private(set) var resultText = ""

  static func make(model: any CalculatorModel, trace: Trace?) -> MVVMCalculatorScreen {
    MVVMCalculatorComposition.compose(model: model) { MVVMCalculatorScreen(viewModel: $0, trace: trace) }
  }

  private init(viewModel: CalculatorViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
  }

  func show(resultText text: String) { resultText = text }
}

extension MVVMCalculatorScreen: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}
