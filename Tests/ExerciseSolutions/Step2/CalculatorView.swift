import KataDriver

/// Step 2: the passive view. It owns its presenter, forwards each edit to it, and displays
/// what it is told; it decides nothing.
@MainActor
final class CalculatorView: CalculatorDisplay {
  private let presenter: CalculatorPresenter
  private(set) var resultText = ""
  private let trace: Trace?

  init(presenter: CalculatorPresenter, trace: Trace? = nil) {
    self.presenter = presenter
    self.trace = trace
    trace?.call(.view, to: .presenter, "attach(self)")
    presenter.attach(self)
  }

  /// The user types `token` into the token field.
  func tokenFieldDidChange(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    presenter.tokenDidChange(token)
  }

  /// The user types `input` into the input field.
  func inputFieldDidChange(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    presenter.inputDidChange(input)
  }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}
