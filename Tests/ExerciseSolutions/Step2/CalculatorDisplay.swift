/// What the presenter can tell the calculator view: MVP's view protocol, so that a test can
/// stand in a fake view.
@MainActor
protocol CalculatorDisplay: AnyObject {
  /// Shows `resultText` in the result label.
  func display(resultText: String)
}
