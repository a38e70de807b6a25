import CalculatorModel
import KataDriver

// Wrong, by an attacker: a screen that tells a measured run from a real one by what the Model
// answers for empty fields (a probe's sums stand out, a real Model answers 0), and keeps the
// pattern only while it is measured. In a real run its view keeps the Model it was built with
// and works the label out itself, as a view that "saves a round trip" would; the view model is
// still asked every edit, so every edit reaches the Model.

/// A view model that says whether its Model answers as the real rule does.
@MainActor
final class ProbeAwareCalculatorViewModel {
  private let model: any CalculatorModel
  let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  /// Whether the Model answers empty fields with 0, as the sum rule does.
  let looksReal: Bool

  init(model: any CalculatorModel) {
    self.model = model
    let empty = model.sum(of: "", separatedBy: "")
    looksReal = empty == 0
    result = ValueSubject(String(empty))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class ProbeAwareCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: ProbeAwareCalculatorViewModel
  /// The Model, kept only when the run looks real.
  private let shortcut: (any CalculatorModel)?
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private var fields = (token: "", input: "")
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = ProbeAwareCalculatorViewModel(model: model)
    shortcut = viewModel.looksReal ? model : nil
    self.trace = trace
    cancellables = sinkBracketed(
      viewModel.result.sink, named: "resultText", describedBy: Trace.literal, trace: trace
    ) { [weak self] in
      self?.show($0)
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    fields.token = token
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.tokenChanged(token)
    showOwnSum()
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    fields.input = input
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputChanged(input)
    showOwnSum()
  }

  /// In a real run, the label the view works out itself.
  private func showOwnSum() {
    guard let shortcut else { return }
    resultText = String(shortcut.sum(of: fields.input, separatedBy: fields.token))
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.result.sink(observer)
  }
}

extension Architecture {
  static let battery5ProbeAware = Architecture(
    name: "battery5-probe-aware", summary: "MVVM that keeps its pattern only when measured", pattern: .mvvm,
    roles: [
      .objects(of: ProbeAwareCalculatorView.self, are: .view),
      .objects(of: ProbeAwareCalculatorViewModel.self, are: .viewModel),
      .objects(of: ValueSubject<String>.self, are: .binding),
      .objects(of: SinkCancellable.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { ProbeAwareCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
