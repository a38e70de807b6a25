import CalculatorMVVM

/// What a view of the MVVM score list records, from outside the lesson: each message as it
/// crosses, then the lesson's own code (``CalculatorMVVM/BoundScoreListView``) does the work.
extension MVVMScoreListComposition.View {
  /// Binds the view as the lesson does; with a trace, between two recorders of the state.
  func bind() {
    guard let trace else { return bindToViewModel() }
    let outputs = viewModel.outputs
    bindings = trace.bindView(
      to: outputs.state.bind, named: "state", describedBy: { MVVMScoreListComposition.shown($0).traced },
      view: { bind(to: outputs) })
  }

  public func render(_ state: ScoreListState) {
    showArrived(state, as: MVVMScoreListComposition.shown(state))
  }
}
