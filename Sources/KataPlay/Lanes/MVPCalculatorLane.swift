import CalculatorMVP
import KataDriver

/// The MVP calculator, live: the playground's own passive view, holding the lesson's presenter.
///
/// The view forwards each edit to its presenter, which holds it weakly and tells it what to
/// display.
@MainActor
final class MVPCalculatorLane: CalculatorLane, CalculatorMVP.CalculatorView {
  let name: String
  private let recorder = LaneRecorder()
  private let presenter: CalculatorPresenter
  private(set) var resultText = ""

  init(name: String) {
    self.name = name
    presenter = CalculatorPresenter(model: recorder.model(calledBy: .presenter))
    recorder.record(.view, to: .presenter, "attach(self)")
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    recorder.userEdits("token", token)
    recorder.record(.view, to: .presenter, "tokenDidChange(\(recorder.literal(token)))")
    presenter.tokenDidChange(token)
  }

  func editInput(_ input: String) {
    recorder.userEdits("input", input)
    recorder.record(.view, to: .presenter, "inputDidChange(\(recorder.literal(input)))")
    presenter.inputDidChange(input)
  }

  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }

  func display(resultText: String) {
    recorder.record(.presenter, to: .view, "display(resultText: \(recorder.literal(resultText)))")
    self.resultText = resultText
  }
}
