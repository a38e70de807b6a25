/// The calculator's view, as seed 004 starts it: two text fields and a label, standing in
/// for a `UIView` with no UI kit.
///
/// It reports edits to its delegate, and shows whatever it is set to.
@MainActor
public final class CalculatorView {
  public weak var delegate: CalculatorViewController?
  public private(set) var resultText = ""

  public init() {}

  /// The user types `token` into the token field.
  public func tokenFieldDidChange(_ token: String) {
    delegate?.tokenDidChange(token)
  }

  /// The user types `input` into the input field.
  public func inputFieldDidChange(_ input: String) {
    delegate?.inputDidChange(input)
  }

  public func setResultText(_ text: String) {
    resultText = text
  }
}
