import CalculatorMVVM
import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// The lesson's MVVM calculator view, as the driver drives it: the screen is the view itself,
/// composed and bound by ``CalculatorMVVM/CalculatorComposition``. Each message that crosses
/// it is recorded into the trace, if there is one, and then the lesson's own code does the
/// work.
///
/// With a trace, the view's own binding is bound between two recorder observers of the same
/// output (``Trace/openBracket(on:named:describedBy:by:)``): what reaches the view between them
/// came through the binding.
@MainActor
final class MVVMDrivenCalculatorView: CalculatorMVVM.HeadlessCalculatorView, DrivenLessonView,
  CalculatorScreen
{
  let trace: Trace?
  /// The recorder observers' tokens, kept as the view keeps its own.
  private var recorders: [BindingToken] = []

  static func make(model: any CalculatorModel, trace: Trace?) -> MVVMDrivenCalculatorView {
    let view = CalculatorMVVM.CalculatorComposition.compose(model: model) { viewModel in
      let view = MVVMDrivenCalculatorView(viewModel: viewModel, trace: trace)
      // The composition binds the view it is handed, next: the opening recorder goes first.
      if let trace {
        view.recorders = [
          trace.openBracket(
            on: viewModel.outputs.resultText.bind, named: "resultText", describedBy: Trace.literal)
        ]
      }
      return view
    }
    if let trace { view.recorders.append(trace.closeBracket(on: view.viewModel.outputs.resultText.bind)) }
    return view
  }

  private init(viewModel: CalculatorViewModel, trace: Trace?) {
    self.trace = trace
    super.init(viewModel: viewModel)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    super.editInput(input)
  }

  override func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    super.showResultText(text)
  }
}

extension MVVMDrivenCalculatorView: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}
