/// What the presenter can tell the calculator view: Clean Swift's display logic. A protocol,
/// so that a test of the presenter stands in a fake view.
@MainActor
protocol CalculatorDisplayLogic: AnyObject {
  /// Shows `resultText` in the result label, as it is.
  func display(resultText: String)
}
