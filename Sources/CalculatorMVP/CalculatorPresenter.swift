import CalculatorModel

/// The MVP presenter of the calculator screen.
///
/// The presenter owns the screen's state and its formatting, and commands its view through
/// the ``CalculatorView`` protocol, never a concrete type, so a test can stand in a fake view.
/// It holds that view weakly, because the view owns the presenter. One presenter serves one
/// view: MVP's 1:1 pairing.
@MainActor
public final class CalculatorPresenter {
  private weak var view: (any CalculatorView)?
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  /// Creates a presenter that computes with `model`. It has no view until ``attach(_:)``.
  public init(model: any CalculatorModel = SumModel()) {
    self.model = model
  }

  /// Takes `view` as the view to command, and shows it the result for the empty fields: `0`.
  public func attach(_ view: any CalculatorView) {
    self.view = view
    present()
  }

  /// Call when the user edits the token (separators) field.
  public func tokenDidChange(_ token: String) {
    self.token = token
    present()
  }

  /// Call when the user edits the input field.
  public func inputDidChange(_ input: String) {
    self.input = input
    present()
  }

  private func present() {
    let sum = model.sum(of: input, separatedBy: token)
    view?.display(resultText: String(sum))
  }
}
