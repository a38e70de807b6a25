import CalculatorMVVM

/// What a view of the MVVM calculator records, from outside the lesson: each message as it
/// crosses, then the lesson's own code (``CalculatorMVVM/BoundCalculatorView``) does the work.
extension MVVMCalculatorComposition.View {
  /// Binds the view as the lesson does; with a trace, between two recorders of the output
  /// (``Trace/bindView(to:named:describedBy:by:view:)``), whose tokens it keeps too.
  func bind() {
    guard let trace else { return bindToViewModel() }
    let outputs = viewModel.outputs
    bindings = trace.bindView(to: outputs.resultText.bind, named: "resultText", describedBy: Trace.literal) {
      bind(to: outputs)
    }
  }

  public func showResultText(_ text: String) {
    showArrived(text)
  }
}
