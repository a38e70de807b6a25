import CalculatorObservation

/// What a view of the Observation calculator records, from outside the lesson: each message as
/// it crosses, then the lesson's own code (``CalculatorObservation/BoundCalculatorView``) does
/// the work.
extension ObservationCalculatorComposition.View {
  /// Binds the view as the lesson does; with a trace, running each redraw itself
  /// (``Trace/bindView(tracking:by:into:_:)``).
  func bind() {
    guard trace != nil else { return bindToViewModel() }
    let outputs = viewModel.outputs
    rendering = Trace.bindView(
      tracking: "resultText", by: "showResultText(viewModel.resultText)", into: trace
    ) {
      bind(to: outputs, redrawingOn: $0)
    }
  }

  public func showResultText(_ text: String) {
    showArrived(text)
  }
}
