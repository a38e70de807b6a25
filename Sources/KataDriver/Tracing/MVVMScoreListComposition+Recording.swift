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

  /// The user opens the screen: the view sends `load()` to the view model's inputs.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await screenOpened()
  }

  public func render(_ state: ScoreListState) {
    let shown = MVVMScoreListComposition.shown(state)
    trace?.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
    show(shown)
  }
}
