import CalculatorModel

/// Step 1: the controller keeps the state and the formatting, and asks the Model it is given
/// for the sum. The rule lives in `SumModel`, which any test can replace.
@MainActor
final class CalculatorViewController {
  let view: CalculatorView
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(view: CalculatorView, model: any CalculatorModel) {
    self.view = view
    self.model = model
  }

  func viewDidLoad() {
    view.delegate = self
    updateResult()
  }

  func tokenDidChange(_ token: String) {
    self.token = token
    updateResult()
  }

  func inputDidChange(_ input: String) {
    self.input = input
    updateResult()
  }

  private func updateResult() {
    view.setResultText(String(model.sum(of: input, separatedBy: token)))
  }
}
