import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// Wrong: MVVM-C with one app-wide coordinator that keeps the screens it showed, a back stack
/// that nothing pops. (It keeps the last few: a test process shows thousands of screens, and a
/// stack of them all would make every walk from one screen a walk through all the others.)
@MainActor
final class AppCoordinator: CalculatorFlow {
  static let shared = AppCoordinator()
  private var stack: [AnyObject] = []

  func push(_ screen: AnyObject) {
    stack.append(screen)
    if stack.count > 8 { stack.removeFirst() }
  }
  func calculatorDidShowResult() {}
}

@MainActor
final class LeakyCoordinatedCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: CoordinatedCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = CoordinatedCalculatorViewModel(model: model)
    viewModel.flow = AppCoordinator.shared
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
    AppCoordinator.shared.push(self)
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
  static let batteryLeakingCoordinator = Architecture(
    name: "battery-leaking-coordinator",
    summary: "MVVM-C whose shared coordinator keeps every screen",
    pattern: .mvvm,
    roles: [
      .objects(of: LeakyCoordinatedCalculatorView.self, are: .view),
      .objects(of: CoordinatedCalculatorViewModel.self, are: .viewModel),
      .objects(of: AppCoordinator.self, are: .coordinator),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { LeakyCoordinatedCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
