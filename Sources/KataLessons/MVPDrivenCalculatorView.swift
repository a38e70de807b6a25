import CalculatorMVP
import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// The lesson's MVP passive view, as the driver drives it: the screen is the view itself,
/// composed by ``CalculatorMVP/CalculatorComposition``. Each message that crosses it is
/// recorded into the trace, if there is one, and then the lesson's own code does the work.
@MainActor
final class MVPDrivenCalculatorView: CalculatorMVP.HeadlessCalculatorView, DrivenLessonView, CalculatorScreen
{
  let trace: Trace?

  static func make(model: any CalculatorModel, trace: Trace?) -> MVPDrivenCalculatorView {
    CalculatorMVP.CalculatorComposition.compose(model: model) { presenter in
      // The composition attaches the view it is handed, next.
      trace?.call(.view, to: .presenter, "attach(self)")
      return MVPDrivenCalculatorView(presenter: presenter, trace: trace)
    }
  }

  private init(presenter: CalculatorPresenter, trace: Trace?) {
    self.trace = trace
    super.init(presenter: presenter)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    super.editInput(input)
  }

  override func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    super.display(resultText: resultText)
  }
}
