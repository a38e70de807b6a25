/// The MVVM calculator view: it shows what it is bound to and sends its events to the view
/// model's inputs.
///
/// The view model never sees this protocol. The arrow points one way only: the view knows
/// the view model (and holds it strongly); the view model knows no view.
@MainActor
public protocol CalculatorView: AnyObject {
  /// Shows `text` in the result label.
  func showResultText(_ text: String)
}

extension CalculatorView {
  /// Binds this view to `outputs`: the only way a result ever reaches it.
  ///
  /// The observer holds the view weakly, so the binding never keeps a torn-down view alive.
  /// Keep the returned tokens for as long as the view should stay bound.
  public func bind(to outputs: any CalculatorViewModelOutputs) -> [BindingToken] {
    [outputs.resultText.bind { [weak self] text in self?.showResultText(text) }]
  }
}
