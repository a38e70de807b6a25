import CalculatorModel

@testable import CalculatorMVVM
@testable import KataDriver
@testable import KataShape

extension Variant {
  static let coordinated = Variant(
    name: "MVVM with a coordinator, reached through a navigation protocol, that keeps the view stack",
    architecture: Architecture(
      name: "mvvm-coordinated", summary: "a coordinator keeps the views; view models navigate through it",
      pattern: .mvvm,
      roles: [
        .objects(of: CoordinatedView.self, are: .view),
        .objects(of: CoordinatedViewModel.self, are: .viewModel),
        .objects(of: CalculatorCoordinator.self, are: .coordinator),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in CoordinatedWindow(CoordinatedViewModel(model: model)) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// Where a view model may send the user next: all it knows of its coordinator.
@MainActor
protocol CalculatorNavigation: AnyObject {
  func showHistory()
}

/// Keeps the stack of views and moves between them. A view model that tells it to navigate
/// reaches it, and so the views it keeps, but only through ``CalculatorNavigation``.
@MainActor
final class CalculatorCoordinator: CalculatorNavigation {
  private(set) var stack: [CoordinatedView] = []
  private(set) var historyShown = 0

  func start(_ viewModel: CoordinatedViewModel) -> CoordinatedView {
    viewModel.navigation = self
    let view = CoordinatedView(viewModel: viewModel)
    stack.append(view)
    return view
  }

  func showHistory() { historyShown += 1 }
}

/// The lesson's view model, with a way out: a weak navigation delegate. (Not final: a mistake
/// keeps its coordinator by the class.)
@MainActor
class CoordinatedViewModel: BoundFieldsViewModel {
  weak var navigation: (any CalculatorNavigation)?

  func historyTapped() { navigation?.showHistory() }
}

@MainActor
final class CoordinatedView: CalculatorMVVM.CalculatorView {
  let viewModel: CoordinatedViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(viewModel: CoordinatedViewModel) {
    self.viewModel = viewModel
    bindings = [viewModel.output.bind { [weak self] in self?.showResultText($0) }]
  }

  func showResultText(_ text: String) { resultText = text }
}

/// The window holds the coordinator, as an app's scene does.
@MainActor
final class CoordinatedWindow: CalculatorScreen, BindingProbe {
  private let coordinator = CalculatorCoordinator()
  private unowned let view: CoordinatedView

  init(_ viewModel: CoordinatedViewModel) {
    view = coordinator.start(viewModel)
  }

  func editToken(_ token: String) { view.viewModel.tokenChanged(token) }
  func editInput(_ input: String) { view.viewModel.inputChanged(input) }
  var resultText: String { view.resultText }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    view.viewModel.output.bind(observer)
  }
}
