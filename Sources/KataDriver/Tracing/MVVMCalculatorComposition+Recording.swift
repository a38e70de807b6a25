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
