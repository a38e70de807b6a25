import KataDriver

/// Step 3: the score list view owns its view model and renders the state it is bound to.
@MainActor
final class ScoreListView {
  let viewModel: ScoreListViewModel
  private(set) var shownStates: [ScoreListSnapshot] = []
  private var tokens: [BindingToken] = []
  private let trace: Trace?
  /// The load this view started when the screen appeared: cancelled when the view goes.
  private var loading: Task<Void, Never>?

  init(viewModel: ScoreListViewModel, trace: Trace? = nil) {
    self.viewModel = viewModel
    self.trace = trace
    tokens =
      trace?.bindView(to: viewModel.state.bind, named: "state", describedBy: \.summary, view: bind)
      ?? bind()
  }

  private func bind() -> [BindingToken] {
    [viewModel.state.bind { [weak self] in self?.render($0) }]
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.load()
  }

  private func render(_ state: ScoreListSnapshot) {
    trace?.arrived(at: .view, "render(\(state.summary))", carrying: state, from: .viewModel)
    // Bound while loading, then told "loading" again: the same state twice shows once.
    shownStates.show(state)
  }

  /// The screen appears: the view starts the load in a task it owns. The task holds the
  /// view model, not the view, so letting the view go frees it, and `deinit` cancels the load.
  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    loading = Task { [viewModel] in await viewModel.load() }
  }

  deinit { loading?.cancel() }
}
