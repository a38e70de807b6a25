import CalculatorMVP

/// What a passive view of the MVP calculator records, from outside the lesson: each message
/// as it crosses, then the lesson's own code (``CalculatorMVP/PassiveCalculatorView``) does
/// the work.
extension MVPCalculatorComposition.View {
  /// The view gives itself to its presenter.
  func attach() {
    trace?.call(.view, to: .presenter, "attach(self)")
    attachToPresenter()
  }

  /// The user sets the token field to `token`: the view forwards it to its presenter.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: the view forwards it to its presenter.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    inputFieldChanged(input)
  }

  public func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    show(resultText: resultText)
  }
}
