import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// Wrong: the view model publishes the sum as a number, and the view makes it text.
@MainActor
final class NumberCalculatorViewModel {
  let sum: Relay<Int128>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    sum = Relay(model.sum(of: "", separatedBy: ""))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    sum.send(model.sum(of: input, separatedBy: token))
  }

  func inputChanged(_ input: String) {
    self.input = input
    sum.send(model.sum(of: input, separatedBy: token))
  }
}

@MainActor
final class NumberCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: NumberCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = NumberCalculatorViewModel(model: model)
    bindings = [viewModel.sum.bind { [weak self] sum in self?.show(sum) }]
  }

  private func show(_ sum: Int128) {
    trace?.arrived(at: .view, "show(\(sum))", carrying: sum, from: .viewModel)
    resultText = String(sum)
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
    viewModel.sum.bind { observer(String($0)) }
  }
}

extension Architecture {
  static let batteryNumberView = Architecture(
    name: "battery-number-view",
    summary: "MVVM whose view formats the number its view model publishes",
    pattern: .mvvm,
    roles: [
      .objects(of: NumberCalculatorView.self, are: .view),
      .objects(of: NumberCalculatorViewModel.self, are: .viewModel),
      .objects(of: Relay<Int128>.self, are: .binding),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { NumberCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
