import CalculatorModel
import CalculatorObservation
import KataDriver
import KataShape
import KataTracing

/// The lesson's calculator view of MVVM with Observation, as the driver drives it: the screen
/// is the view itself, composed and bound by ``CalculatorObservation/CalculatorComposition``,
/// which redraws on the main actor's next turn as an app's does. Each message that crosses it
/// is recorded into the trace, if there is one, and then the lesson's own code does the work.
///
/// A result reaches the view on a later turn, so the driver reads it once it has settled.
@MainActor
final class ObservationDrivenCalculatorView: CalculatorObservation.HeadlessCalculatorView, DrivenLessonView,
  CalculatorScreen
{
  let trace: Trace?

  static func make(model: any CalculatorModel, trace: Trace?) -> ObservationDrivenCalculatorView {
    let compose = {
      CalculatorObservation.CalculatorComposition.compose(model: model) { viewModel in
        // The composition binds the view it is handed, next.
        trace?.call(.view, to: .binding, "withObservationTracking { showResultText(viewModel.resultText) }")
        return ObservationDrivenCalculatorView(viewModel: viewModel, trace: trace)
      }
    }
    // Binding draws the view a first time: what reaches it meanwhile came through the binding.
    return trace?.delivering(compose) ?? compose()
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
    if let trace {
      // Before the rendering is kept, the view draws only as it binds.
      let isDrawing = rendering?.isDrawing ?? trace.isDelivering
      trace.arrived(whileDrawing: isDrawing) {
        trace.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      }
      if isDrawing { trace.announceNextChange(of: { viewModel.outputs.resultText }, named: "resultText") }
    }
    super.showResultText(text)
  }
}

extension ObservationDrivenCalculatorView: BindingProbe {
  /// Another view, bound the way this one is: it draws inside the tracking, and again after
  /// every change, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }
}
