import CalculatorObservation

/// What a view of the Observation score list records, from outside the lesson: each message as
/// it crosses, then the lesson's own code (``CalculatorObservation/BoundScoreListView``) does
/// the work.
extension ObservationScoreListComposition.View {
  /// Binds the view as the lesson does; with a trace, running each redraw itself.
  func bind() {
    guard trace != nil else { return bindToViewModel() }
    let outputs = viewModel.outputs
    rendering = Trace.bindView(tracking: "state", by: "render(viewModel.state)", into: trace) {
      bind(to: outputs, redrawingOn: $0)
    }
  }

  public func render(_ state: ScoreListState) {
    showArrived(state, as: ObservationScoreListComposition.shown(state))
  }
}
