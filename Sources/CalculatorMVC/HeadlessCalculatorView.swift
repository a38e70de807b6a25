/// The MVC calculator view with no UI kit: what stands where a `UIView` would, for a test or
/// a driver. It reports each edit to its delegate and keeps the text the controller set.
///
/// Open, as a `UIView` is: an app or a test can specialise it (a view that also notes what
/// crosses it), and the specialised view still reports and shows through the code here.
@MainActor
open class HeadlessCalculatorView: CalculatorView {
  /// Weak: the controller owns this view, so a strong delegate would be a retain cycle.
  open weak var delegate: (any CalculatorViewDelegate)?
  /// What the result label shows now.
  public private(set) var resultText = ""

  public init() {}

  /// The user sets the token field to `token`: the view reports it to its delegate.
  open func editToken(_ token: String) {
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: reported to the delegate, like the token.
  open func editInput(_ input: String) {
    inputFieldChanged(input)
  }

  open func setResultText(_ text: String) {
    resultText = text
  }
}
