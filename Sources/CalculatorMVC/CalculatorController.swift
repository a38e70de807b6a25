import CalculatorModel

/// The MVC controller of the calculator screen.
///
/// The controller owns its view (as a `UIViewController` owns its `view`), listens to it as
/// its delegate, keeps the screen's state, asks the Model for the sum, and formats the
/// result for the label. Everything between Model and View lands here: that is MVC's
/// convenience, and why its controllers tend to grow "massive".
@MainActor
public final class CalculatorController {
  /// The view this controller owns and updates.
  public let view: any CalculatorView

  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  /// Creates the controller of `view`, computing with `model`.
  public init(view: any CalculatorView, model: any CalculatorModel = SumModel()) {
    self.view = view
    self.model = model
  }

  /// Becomes the view's delegate and shows the result for the empty fields: `0`.
  ///
  /// UIKit calls this once the view exists; here whoever builds the screen calls it.
  public func viewDidLoad() {
    view.delegate = self
    showResult()
  }

  private func showResult() {
    let sum = model.sum(of: input, separatedBy: token)
    view.setResultText(String(sum))
  }
}

extension CalculatorController: CalculatorViewDelegate {
  public func calculatorView(_ view: any CalculatorView, didChangeToken token: String) {
    self.token = token
    // New separators split the same input differently: the label follows them at once.
    showResult()
  }

  public func calculatorView(_ view: any CalculatorView, didChangeInput input: String) {
    self.input = input
    showResult()
  }
}
