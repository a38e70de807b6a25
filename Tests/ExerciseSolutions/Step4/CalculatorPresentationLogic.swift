/// What the interactor can hand its presenter: Clean Swift's presentation logic. Raw answers
/// only, so that the interactor never formats; a protocol, so that a test of the interactor
/// stands in a fake presenter.
@MainActor
protocol CalculatorPresentationLogic: AnyObject {
  /// The Model's sum of the fields, to be shown.
  func presentSum(_ sum: Int128)
}
