import CalculatorModel
import KataDriver

// Wrong: MVVM-C where the coordinator, which keeps the view as a coordinator keeps its
// screens, also relays each result to it: the view model tells its coordinator (through a
// navigation protocol, weakly) that a sum was computed, "so that the flow can react", and the
// coordinator hands the text straight to the view. The view is bound to its view model too,
// so it shows each result twice: once through the binding, once by the coordinator's call.

/// What the calculator's view model tells the flow around it.
@MainActor
protocol RelayingCalculatorFlow: AnyObject {
  func calculatorDidCompute(_ text: String)
}

@MainActor
final class RelayedCalculatorViewModel {
  private let model: any CalculatorModel
  let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  weak var flow: (any RelayingCalculatorFlow)?

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    let text = String(model.sum(of: fields.input, separatedBy: fields.token))
    result.send(text)
    flow?.calculatorDidCompute(text)
  }
}

@MainActor
final class RelayedCalculatorView {
  let viewModel: RelayedCalculatorViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private(set) var resultText = ""

  init(viewModel: RelayedCalculatorViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
    cancellables = sinkBracketed(
      viewModel.result.sink, named: "resultText", describedBy: Trace.literal, trace: trace
    ) { [weak self] in
      self?.show($0)
    }
  }

  func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }
}

/// The flow: it keeps the screens it shows, and is the screen the driver holds.
@MainActor
final class RelayingCoordinator: CalculatorScreen, RelayingCalculatorFlow, BindingProbe {
  private let view: RelayedCalculatorView
  private let trace: Trace?

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    let viewModel = RelayedCalculatorViewModel(model: model)
    view = RelayedCalculatorView(viewModel: viewModel, trace: trace)
    viewModel.flow = self
  }

  func calculatorDidCompute(_ text: String) {
    view.show(text)
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    view.viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    view.viewModel.inputChanged(input)
  }

  var resultText: String { view.resultText }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    view.viewModel.result.sink(observer)
  }
}

extension Architecture {
  static let battery5RelayingCoordinator = Architecture(
    name: "battery5-relaying-coordinator", summary: "MVVM-C whose coordinator relays results to the view",
    pattern: .mvvm,
    roles: [
      .objects(of: RelayedCalculatorView.self, are: .view),
      .objects(of: RelayedCalculatorViewModel.self, are: .viewModel),
      .objects(of: RelayingCoordinator.self, are: .coordinator),
      .objects(of: ValueSubject<String>.self, are: .binding),
      .objects(of: SinkCancellable.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { RelayingCoordinator(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
