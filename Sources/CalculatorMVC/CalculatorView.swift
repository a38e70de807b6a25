/// The MVC calculator view: two text fields and a result label, without any UI kit.
///
/// In MVC the view reports edits to its controller through a delegate, and the controller,
/// which owns the view, sets what it shows. A conforming view holds its delegate weakly,
/// because the controller already holds the view: a strong reference both ways would be a
/// retain cycle that keeps the screen alive forever.
@MainActor
public protocol CalculatorView: AnyObject {
  /// Who hears about the user's edits. Conforming types declare it `weak`.
  var delegate: (any CalculatorViewDelegate)? { get set }

  /// Shows `text` in the result label.
  func setResultText(_ text: String)
}

extension CalculatorView {
  /// The user changed the token field: the view reports it to its delegate, as a text field
  /// reports an edit, and decides nothing about it.
  public func tokenFieldChanged(_ token: String) {
    delegate?.calculatorView(self, didChangeToken: token)
  }

  /// The user changed the input field: reported to the delegate, like the token.
  public func inputFieldChanged(_ input: String) {
    delegate?.calculatorView(self, didChangeInput: input)
  }
}
