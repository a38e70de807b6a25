import CalculatorMVP
import CalculatorModel

/// The MVP calculator, driven headlessly, composed by ``MVPCalculatorComposition``: the
/// screen is the passive view itself.
///
/// It holds its presenter strongly and forwards every edit to it; the presenter holds it
/// weakly and tells it what to display.
@MainActor
final class MVPCalculatorScreen: CalculatorScreen, MVPCalculatorComposition.View {
  let presenter: CalculatorPresenter
  let trace: Trace?
  private(set) var resultText = ""

  static func make(model: any CalculatorModel, trace: Trace?) -> MVPCalculatorScreen {
    MVPCalculatorComposition.compose(model: model) { MVPCalculatorScreen(presenter: $0, trace: trace) }
  }

  private init(presenter: CalculatorPresenter, trace: Trace?) {
    self.presenter = presenter
    self.trace = trace
  }

  func show(resultText text: String) { resultText = text }
}
