import CalculatorMVC
import KataShape
import KataTracing

/// The lesson's MVC calculator view, as the driver drives it: each message that crosses it is
/// recorded into the trace, if there is one, and then the lesson's own code does the work.
@MainActor
final class MVCDrivenCalculatorView: CalculatorMVC.HeadlessCalculatorView, DrivenLessonView {
  let trace: Trace?

  init(trace: Trace?) {
    self.trace = trace
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override weak var delegate: (any CalculatorViewDelegate)? {
    didSet { trace?.call(.controller, to: .view, "delegate = self") }
  }

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeToken: \(Trace.literal(token)))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeInput: \(Trace.literal(input)))")
    super.editInput(input)
  }

  override func setResultText(_ text: String) {
    trace?.arrived(at: .view, "setResultText(\(Trace.literal(text)))", carrying: text, from: .controller)
    super.setResultText(text)
  }
}
