import CalculatorModel
import KataDriver

// MVVM-C as an app writes it: the coordinator is what the window holds; it keeps its
// navigation stack (here, the calculator's view) and is told by the view model, through a
// navigation protocol held weakly, when the user asks to leave. The view owns its view model
// and binds to it. Honest: the view model reaches the coordinator only through its protocol,
// and no view at all.

/// What the calculator's view model may ask of the flow around it.
@MainActor
protocol RootCalculatorNavigation: AnyObject {
  func calculatorDidAskToClose()
}

@MainActor
final class NavigatingCalculatorViewModel {
  private let model: any CalculatorModel
  let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  weak var navigation: (any RootCalculatorNavigation)?

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  /// The user tapped Close.
  func closeTapped() { navigation?.calculatorDidAskToClose() }
}

@MainActor
final class NavigatedCalculatorView {
  let viewModel: NavigatingCalculatorViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private(set) var resultText = ""

  init(viewModel: NavigatingCalculatorViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
    cancellables = sinkBracketed(
      viewModel.result.sink, named: "resultText", describedBy: Trace.literal, trace: trace
    ) { [weak self] in
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
}

/// The app's coordinator: it starts the calculator and keeps its stack of views.
@MainActor
final class RootCoordinator: CalculatorScreen, RootCalculatorNavigation, BindingProbe {
  private var stack: [NavigatedCalculatorView] = []

  init(model: any CalculatorModel, trace: Trace?) {
    let viewModel = NavigatingCalculatorViewModel(model: model)
    viewModel.navigation = self
    stack = [NavigatedCalculatorView(viewModel: viewModel, trace: trace)]
  }

  func calculatorDidAskToClose() { stack.removeLast() }

  private var top: NavigatedCalculatorView? { stack.last }

  func editToken(_ token: String) { top?.editToken(token) }
  func editInput(_ input: String) { top?.editInput(input) }
  var resultText: String { top?.resultText ?? "" }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    stack[0].viewModel.result.sink(observer)
  }
}

extension Architecture {
  static let battery5RootCoordinator = Architecture(
    name: "battery5-root-coordinator", summary: "MVVM-C whose coordinator is what the window holds",
    pattern: .mvvm,
    roles: [
      .objects(of: NavigatedCalculatorView.self, are: .view),
      .objects(of: NavigatingCalculatorViewModel.self, are: .viewModel),
      .objects(of: RootCoordinator.self, are: .coordinator),
      .objects(of: ValueSubject<String>.self, are: .binding),
      .objects(of: SinkCancellable.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { RootCoordinator(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
