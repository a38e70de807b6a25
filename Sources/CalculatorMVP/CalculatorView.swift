/// The MVP calculator view: passive, it decides nothing.
///
/// It forwards every edit to its presenter and displays exactly what the presenter tells
/// it. A conforming view holds its presenter strongly; the presenter holds the view weakly,
/// so tearing the view down frees both.
@MainActor
public protocol CalculatorView: AnyObject {
  /// Shows `resultText` in the result label.
  func display(resultText: String)
}
