import KataDriver

/// Step 3: the view owns its view model, sends it its events, and shows only what its
/// binding delivers.
@MainActor
final class CalculatorView {
  let viewModel: CalculatorViewModel
  private(set) var resultText = ""
  private var tokens: [BindingToken] = []
  private let trace: Trace?

  init(viewModel: CalculatorViewModel, trace: Trace? = nil) {
    self.viewModel = viewModel
    self.trace = trace
    tokens =
      trace?.bindView(
        to: viewModel.resultText.bind, named: "resultText", describedBy: Trace.literal, view: bind)
      ?? bind()
  }

  /// Binds to the view model's output, holding this view weakly.
  private func bind() -> [BindingToken] {
    [viewModel.resultText.bind { [weak self] in self?.showResultText($0) }]
  }

  func tokenFieldDidChange(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.tokenChanged(token)
  }

  func inputFieldDidChange(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputChanged(input)
  }

  private func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }
}
