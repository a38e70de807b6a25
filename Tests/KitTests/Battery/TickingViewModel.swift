import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// Wrong: a view model with a refresh loop that publishes the sum again every
/// half minute, in a task that holds the view model strongly and is never cancelled.
@MainActor
final class TickingCalculatorViewModel {
  let resultText: Relay<String>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""
  private var ticker: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func start() {
    ticker = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .seconds(30))
        self.refresh()
      }
    }
  }

  func tokenChanged(_ token: String) {
    self.token = token
    refresh()
  }

  func inputChanged(_ input: String) {
    self.input = input
    refresh()
  }

  private func refresh() {
    let text = String(model.sum(of: input, separatedBy: token))
    if text != resultText.value { resultText.send(text) }
  }
}

@MainActor
final class TickingCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: TickingCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = TickingCalculatorViewModel(model: model)
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
    viewModel.start()
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batteryTicker = Architecture(
    name: "battery-ticker",
    summary: "MVVM whose view model runs a refresh loop that is never stopped",
    pattern: .mvvm,
    roles: [
      .objects(of: TickingCalculatorView.self, are: .view),
      .objects(of: TickingCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { TickingCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
