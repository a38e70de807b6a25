import CalculatorModel
import KataDriver

// Wrong: a view that works out its first label itself, so that it never shows an empty label
// before its binding delivers: in `init` it asks the Model it was built with for the empty
// fields' sum, and keeps nothing of it. From then on every label comes through the binding.

@MainActor
final class FirstLabelCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: PublisherCalculatorViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private(set) var resultText: String

  init(model: any CalculatorModel, trace: Trace?) {
    resultText = String(model.sum(of: "", separatedBy: ""))
    viewModel = PublisherCalculatorViewModel(model: model)
    self.trace = trace
    let output = viewModel.resultText
    cancellables = sinkBracketed(output.sink, named: "resultText", describedBy: Trace.literal, trace: trace) {
      [weak self] in
      self?.show($0)
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputChanged(input)
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.sink(observer)
  }
}

extension Architecture {
  static let battery5FirstLabel = Architecture(
    name: "battery5-first-label", summary: "MVVM whose view works out its first label", pattern: .mvvm,
    roles: [
      .objects(of: FirstLabelCalculatorView.self, are: .view),
      .objects(of: PublisherCalculatorViewModel.self, are: .viewModel),
      .objects(of: ValueSubject<String>.self, are: .binding),
      .objects(of: SinkCancellable.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { FirstLabelCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
