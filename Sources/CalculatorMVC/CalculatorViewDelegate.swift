/// How an MVC calculator view reports what the user did.
///
/// The view knows this protocol and nothing of the controller behind it, as a `UITextField`
/// knows its delegate. Each method says which view spoke, so one controller could serve
/// several views.
@MainActor
public protocol CalculatorViewDelegate: AnyObject {
  /// Called when the user edits the token (separators) field.
  func calculatorView(_ view: any CalculatorView, didChangeToken token: String)
  /// Called when the user edits the input field.
  func calculatorView(_ view: any CalculatorView, didChangeInput input: String)
}
