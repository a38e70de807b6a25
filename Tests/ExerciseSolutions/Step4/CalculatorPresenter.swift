/// The calculator's presentation logic: it turns the interactor's sum into the text the view
/// displays. It holds the view weakly, through its display protocol: the view owns the cycle.
@MainActor
final class CalculatorPresenter: CalculatorPresentationLogic {
  weak var view: (any CalculatorDisplayLogic)?

  func presentSum(_ sum: Int128) {
    view?.display(resultText: String(sum))
  }
}
