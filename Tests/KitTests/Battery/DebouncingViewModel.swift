import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// Honest: MVVM whose view model waits for the typing to pause before it asks the Model. The
/// debounce is its own task, holding it weakly, replaced by each edit and cancelled with it.
@MainActor
final class DebouncingCalculatorViewModel {
  let resultText: Relay<String>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""
  private var pending: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    schedule()
  }

  func inputChanged(_ input: String) {
    self.input = input
    schedule()
  }

  private func schedule() {
    pending?.cancel()
    pending = Task { [weak self] in
      try? await Task.sleep(for: .milliseconds(20))
      guard !Task.isCancelled, let self else { return }
      self.resultText.send(String(self.model.sum(of: self.input, separatedBy: self.token)))
    }
  }

  isolated deinit { pending?.cancel() }
}

@MainActor
final class DebouncedCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: DebouncingCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = DebouncingCalculatorViewModel(model: model)
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
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
  static let batteryDebounce = Architecture(
    name: "battery-debounce",
    summary: "MVVM whose view model debounces before asking the Model",
    pattern: .mvvm,
    roles: [
      .objects(of: DebouncedCalculatorView.self, are: .view),
      .objects(of: DebouncingCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { DebouncedCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
