import CalculatorModel
import KataDriver
import KataShape
import KataTracing

@MainActor
protocol CalculatorFlow: AnyObject {
  func calculatorDidShowResult()
}

/// Honest: MVVM-C. The screen's coordinator keeps its view weakly (the navigation stack owns
/// it); the view model knows the coordinator only through its protocol, weakly, and tells it
/// where the flow goes.
@MainActor
final class BatteryCalculatorCoordinator: CalculatorFlow {
  weak var root: CoordinatedCalculatorView?
  private(set) var resultsShown = 0

  func calculatorDidShowResult() { resultsShown += 1 }
}

@MainActor
final class CoordinatedCalculatorViewModel {
  let resultText: Relay<String>
  weak var flow: (any CalculatorFlow)?
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
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
    resultText.send(String(model.sum(of: input, separatedBy: token)))
    flow?.calculatorDidShowResult()
  }
}

@MainActor
final class CoordinatedCalculatorView: CalculatorScreen, BindingProbe {
  private let coordinator: BatteryCalculatorCoordinator
  private let viewModel: CoordinatedCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    coordinator = BatteryCalculatorCoordinator()
    viewModel = CoordinatedCalculatorViewModel(model: model)
    viewModel.flow = coordinator
    coordinator.root = self
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
  static let batteryCoordinator = Architecture(
    name: "battery-coordinator",
    summary: "MVVM-C: the view model tells a coordinator where the flow goes",
    pattern: .mvvm,
    roles: [
      .objects(of: CoordinatedCalculatorView.self, are: .view),
      .objects(of: CoordinatedCalculatorViewModel.self, are: .viewModel),
      .objects(of: BatteryCalculatorCoordinator.self, are: .coordinator),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { CoordinatedCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
