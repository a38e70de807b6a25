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

  /// The user opens the screen: the view sends `load()` to the view model's inputs.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await screenOpened()
  }

  public func render(_ state: ScoreListState) {
    let shown = ObservationScoreListComposition.shown(state)
    trace?.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
    show(shown)
  }
}
