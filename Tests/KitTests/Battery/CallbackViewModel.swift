import CalculatorModel
import KataDriver
import KataTracing

/// Wrong: a view model that calls back whoever set `onResult` (its one view), instead of
/// publishing an output any number of views bind to.
@MainActor
final class CallbackCalculatorViewModel {
  var onResult: ((String) -> Void)? {
    didSet { onResult?(lastResult) }
  }
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""
  private var lastResult: String

  init(model: any CalculatorModel) {
    self.model = model
    lastResult = String(model.sum(of: "", separatedBy: ""))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    self.input = input
    recompute()
  }

  private func recompute() {
    lastResult = String(model.sum(of: input, separatedBy: token))
    onResult?(lastResult)
  }
}

@MainActor
final class CallbackCalculatorView: CalculatorScreen {
  private let viewModel: CallbackCalculatorViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = CallbackCalculatorViewModel(model: model)
    viewModel.onResult = { [weak self] text in self?.showResult(text) }
  }

  private func showResult(_ text: String) {
    trace?.arrived(at: .view, "showResult(\(Trace.literal(text)))", carrying: text, from: .viewModel)
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
}

extension Architecture {
  static let batteryCallback = Architecture(
    name: "battery-callback",
    summary: "MVVM whose view model calls back a single onResult closure",
    pattern: .mvvm,
    roles: [
      .objects(of: CallbackCalculatorView.self, are: .view),
      .objects(of: CallbackCalculatorViewModel.self, are: .viewModel),
    ] + Borrowed.mvvmScoreListRoles(),
    calculator: { CallbackCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
