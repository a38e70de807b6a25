import CalculatorModel
import KataDriver

/// The calculator's business logic: it keeps the two fields, asks the Model for their sum, and
/// hands the answer on as it is. It formats nothing and knows no view.
@MainActor
final class CalculatorInteractor {
  private let model: any CalculatorModel
  /// Held through its protocol: the interactor knows what it can present, not who formats it.
  private let presenter: any CalculatorPresentationLogic
  private let trace: Trace?
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel, presenter: any CalculatorPresentationLogic, trace: Trace?) {
    self.model = model
    self.presenter = presenter
    self.trace = trace
  }

  /// The screen is shown: the sum of the empty fields.
  func start() {
    calculate()
  }

  func tokenChanged(_ token: String) {
    self.token = token
    calculate()
  }

  func inputChanged(_ input: String) {
    self.input = input
    calculate()
  }

  private func calculate() {
    let sum = model.sum(of: input, separatedBy: token)
    trace?.call(.interactor, to: .presenter, "presentSum(\(sum))")
    presenter.presentSum(sum)
  }
}
