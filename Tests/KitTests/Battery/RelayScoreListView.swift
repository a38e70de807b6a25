import KataDriver
import KataShape
import KataTracing
import ScoreBoard

/// A score list view model the battery's lists bind to.
@MainActor
protocol ScoreListLoading: AnyObject {
  var state: Relay<ScoreListSnapshot> { get }
  func load() async
}

/// A score list view bound to a view model's state: it starts its load in a task it owns,
/// holding only the view model, and cancels it as it goes.
@MainActor
final class RelayScoreListView<ViewModel: ScoreListLoading>: ScoreListScreen, BindingProbe {
  private let viewModel: ViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(viewModel: ViewModel, trace: Trace?) {
    self.viewModel = viewModel
    self.trace = trace
    bindings = [viewModel.state.bind { [weak self] state in self?.render(state) }]
  }

  private func render(_ state: ScoreListSnapshot) {
    trace?.arrived(at: .view, "render(\(state.summary))", carrying: state, from: .viewModel)
    shownStates.show(state)
  }

  func load() async {
    trace?.userOpensScreen()
    await viewModel.load()
  }

  func appear() {
    trace?.userOpensScreen()
    loading?.cancel()
    loading = Task { [viewModel] in await viewModel.load() }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.state.bind { observer(String(describing: $0)) }
  }

  isolated deinit { loading?.cancel() }
}

/// The words every score list shows, as the lessons word them.
enum ScoreListWords {
  static func name(of player: Player) -> String {
    [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
  }

  static func level(_ level: Level) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }

  static func message(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
