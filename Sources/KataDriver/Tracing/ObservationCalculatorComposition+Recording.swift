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

  /// The user sets the token field to `token`: the view sends it to the view model's inputs.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: the view sends it to the view model's inputs.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    inputFieldChanged(input)
  }

  public func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    show(resultText: text)
  }
}
