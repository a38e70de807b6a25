import CalculatorModel
import KataDriver

// MVVM whose view model is a struct of closures, as point-free style writes a dependency:
// two inputs and a publisher, assembled by a static `live(model:)` on the struct itself. The
// fields live in a small box the closures share. Honest: the closures are the view model's
// code, and the view only calls them and sinks the publisher.

struct LiveClosuresCalculatorViewModel {
  let tokenChanged: @MainActor (String) -> Void
  let inputChanged: @MainActor (String) -> Void
  let resultText: ValuePublisher<String>
}

extension LiveClosuresCalculatorViewModel {
  /// The fields the closures share.
  private final class Fields {
    var token = ""
    var input = ""
  }

  /// The view model over `model`.
  @MainActor
  static func live(model: any CalculatorModel) -> LiveClosuresCalculatorViewModel {
    let fields = Fields()
    let result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
    return LiveClosuresCalculatorViewModel(
      tokenChanged: { token in
        fields.token = token
        result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
      },
      inputChanged: { input in
        fields.input = input
        result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
      },
      resultText: result.publisher)
  }
}

@MainActor
final class ClosureStructCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: LiveClosuresCalculatorViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = .live(model: model)
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
  static let battery5ClosureStruct = Architecture(
    name: "battery5-closure-struct", summary: "MVVM whose view model is a struct of closures", pattern: .mvvm,
    roles: [
      .objects(of: ClosureStructCalculatorView.self, are: .view),
      .objects(of: LiveClosuresCalculatorViewModel.self, are: .viewModel),
      .objects(of: ValueSubject<String>.self, are: .binding),
      .objects(of: SinkCancellable.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { ClosureStructCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
