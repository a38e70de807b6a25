/// The calculator view of MVVM with Observation: it shows what it reads from its view model,
/// and sends its events to the view model's inputs.
///
/// The view model never sees this protocol: it holds no view, and no observer either.
/// Observation keeps who read what, and tells them.
@MainActor
public protocol CalculatorView: AnyObject, Sendable {
  /// Shows `text` in the result label.
  func showResultText(_ text: String)
}

extension CalculatorView {
  /// Binds this view to `outputs`: it shows the result now, inside the tracking, and again on
  /// a later turn (`redraw`) after every change to it, for as long as the view keeps what this
  /// returns. To show another view model, cancel it and bind again.
  ///
  /// The drawing holds the view and the outputs weakly, so the binding keeps neither alive.
  public func bind(to outputs: any CalculatorViewModelOutputs, redrawingOn redraw: Redraw = .nextTurn)
    -> Rendering
  {
    TrackedRendering.render(redrawingOn: redraw) { [weak self, weak outputs] in
      guard let self, let outputs else { return }
      showResultText(outputs.resultText)
    }
  }
}
