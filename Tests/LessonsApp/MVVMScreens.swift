import CalculatorMVVM
import CalculatorModel
import ScoreBoard

/// The app's calculator view in MVVM: it owns its view model, stays bound to its outputs, and
/// sends each edit to its inputs.
@MainActor
final class MVVMCalculatorView: BoundCalculatorView {
  let viewModel: CalculatorViewModel
  var bindings: [BindingToken] = []
  private(set) var label = ""

  init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
  }

  func showResultText(_ text: String) {
    label = text
  }
}

/// The app's list in MVVM: it renders the state it is bound to.
@MainActor
final class MVVMScoreList: BoundScoreListView {
  let viewModel: ScoreListViewModel
  var loading: Task<Void, Never>?
  var bindings: [BindingToken] = []
  private(set) var lines: [String] = []

  init(viewModel: ScoreListViewModel) {
    self.viewModel = viewModel
  }

  func render(_ state: ScoreListState) {
    switch state {
    case .loading, .empty: lines = []
    case .rows(let rows): lines = rows.map { "\($0.name) · \($0.level)" }
    case .failed(let message): lines = ["failed: \(message)"]
    }
  }

  deinit {
    loading?.cancel()
  }
}

@MainActor
enum MVVMScreens {
  static func calculator(_ edits: (token: String, input: String)) -> String {
    let view = CalculatorComposition.compose(model: SumModel()) { MVVMCalculatorView(viewModel: $0) }
    view.tokenFieldChanged(edits.token)
    view.inputFieldChanged(edits.input)
    return view.label
  }

  static func scoreList(_ service: any ScoreService) async -> [String] {
    let view = ScoreListComposition.compose(service: service) { MVVMScoreList(viewModel: $0) }
    await view.screenOpened()
    return view.lines
  }
}
