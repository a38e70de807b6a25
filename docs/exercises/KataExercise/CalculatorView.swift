import KataDriver

/// The calculator's view, as seed 004 starts it: two text fields and a label, standing in
/// for a `UIView` with no UI kit.
///
/// It reports edits to its delegate, and shows whatever it is set to. Being headless, it also
/// notes in the trace, when there is one, what the user does and what it is told, so that
/// `kata calc --arch exercise --trace` shows your flow at every step.
@MainActor
public final class CalculatorView {
  public weak var delegate: CalculatorViewController?
  public private(set) var resultText = ""
  private let trace: Trace?

  public init(trace: Trace? = nil) {
    self.trace = trace
  }

  /// The user types `token` into the token field.
  public func tokenFieldDidChange(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .controller, "tokenDidChange(\(Trace.literal(token)))")
    delegate?.tokenDidChange(token)
  }

  /// The user types `input` into the input field.
  public func inputFieldDidChange(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .controller, "inputDidChange(\(Trace.literal(input)))")
    delegate?.inputDidChange(input)
  }

  public func setResultText(_ text: String) {
    trace?.arrived(at: .view, "setResultText(\(Trace.literal(text)))", carrying: text, from: .controller)
    resultText = text
  }
}
