import CalculatorModel
import KataDriver

/// The calculator's view, headless, and the screen the driver holds: it builds the cycle,
/// sends each edit to its interactor, and displays what its presenter tells it.
@MainActor
final class CalculatorView: CalculatorScreen, CalculatorDisplayLogic {
  private let interactor: CalculatorInteractor
  private(set) var resultText = ""
  private let trace: Trace?

  /// Wires the cycle, as Clean Swift's configurator does: the view owns its interactor, the
  /// interactor its presenter, and the presenter points back at the view, weakly.
  init(model: any CalculatorModel, trace: Trace?) {
    let presenter = CalculatorPresenter()
    interactor = CalculatorInteractor(model: model, presenter: presenter, trace: trace)
    self.trace = trace
    presenter.view = self
    trace?.call(.view, to: .interactor, "start()")
    interactor.start()
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .interactor, "tokenChanged(\(Trace.literal(token)))")
    interactor.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .interactor, "inputChanged(\(Trace.literal(input)))")
    interactor.inputChanged(input)
  }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}
