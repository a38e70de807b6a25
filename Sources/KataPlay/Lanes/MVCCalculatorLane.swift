import CalculatorMVC
import KataDriver

/// The MVC calculator, live: the lesson's controller, with the playground's own view.
///
/// The lane holds the controller, as a window holds its root view controller; the controller
/// owns the view, and the view reports to it only through its weak delegate.
@MainActor
final class MVCCalculatorLane: CalculatorLane {
  let name: String
  private let recorder = LaneRecorder()
  private let controller: CalculatorController
  private let view: PlaygroundCalculatorView

  init(name: String) {
    self.name = name
    view = PlaygroundCalculatorView(recorder: recorder)
    controller = CalculatorController(view: view, model: recorder.model(calledBy: .controller))
    // In MVC the system opens the controller, not the view.
    recorder.record(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }
}

/// The playground's MVC calculator view: the fields the person types into, and the label the
/// page draws. It reports each edit to its delegate and shows what the controller sets.
@MainActor
private final class PlaygroundCalculatorView: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)? {
    didSet { recorder.record(.controller, to: .view, "delegate = self") }
  }
  private(set) var resultText = ""
  private let recorder: LaneRecorder

  init(recorder: LaneRecorder) {
    self.recorder = recorder
  }

  func userEditsToken(_ token: String) {
    recorder.userEdits("token", token)
    recorder.record(
      .view, to: .controller, "calculatorView(_:didChangeToken: \(recorder.literal(token)))")
    delegate?.calculatorView(self, didChangeToken: token)
  }

  func userEditsInput(_ input: String) {
    recorder.userEdits("input", input)
    recorder.record(
      .view, to: .controller, "calculatorView(_:didChangeInput: \(recorder.literal(input)))")
    delegate?.calculatorView(self, didChangeInput: input)
  }

  func setResultText(_ text: String) {
    recorder.record(.controller, to: .view, "setResultText(\(recorder.literal(text)))")
    resultText = text
  }
}
