/// What a view of either MVVM lesson records, from outside the lesson: the same messages,
/// whichever binding brings the result (a `BoundValue`, or Observation's tracking). The lesson's
/// own code (`tokenFieldChanged`, `screenOpened`) does the work.
@MainActor
public protocol RecordedViewModelCalculatorView: AnyObject {
  /// Where this view records the messages that cross it; nil records nothing.
  var trace: Trace? { get }
  /// Shows `text` in the result label, as the binding delivered it.
  func show(resultText text: String)
  /// The lesson's: sends the token to the view model's inputs.
  func tokenFieldChanged(_ token: String)
  /// The lesson's: sends the input to the view model's inputs.
  func inputFieldChanged(_ input: String)
}

extension RecordedViewModelCalculatorView {
  /// The user sets the token field to `token`: the view sends it to the view model's inputs.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: the view sends it to the view model's inputs.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    inputFieldChanged(input)
  }

  /// `text` reached the view: noted where it arrived, then shown.
  func showArrived(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    show(resultText: text)
  }
}
