import KataDriver

/// Step 2: the passive score list view. It owns its presenter and shows what it is told.
@MainActor
final class ScoreListView: ScoreListDisplay {
  private let presenter: ScoreListPresenter
  private(set) var shownStates: [ScoreListSnapshot] = []
  private let trace: Trace?
  /// The load this view started when the screen appeared: cancelled when the view goes.
  private var loading: Task<Void, Never>?

  init(presenter: ScoreListPresenter, trace: Trace? = nil) {
    self.presenter = presenter
    self.trace = trace
    trace?.call(.view, to: .presenter, "attach(self)")
    presenter.attach(self)
  }

  /// The screen appears: the view asks its presenter to load.
  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    await presenter.load()
  }

  func displayLoading() {
    trace?.arrived(at: .view, "displayLoading()", from: .presenter)
    shownStates.show(.loading)
  }

  func display(rows: [ScoreListRow]) {
    trace?.arrived(
      at: .view, "display(rows: [\(Trace.counted(rows.count, "row"))])", carrying: rows, from: .presenter)
    shownStates.show(.rows(rows))
  }

  func displayEmpty() {
    trace?.arrived(at: .view, "displayEmpty()", from: .presenter)
    shownStates.show(.empty)
  }

  func display(errorMessage: String) {
    trace?.arrived(
      at: .view, "display(errorMessage: \(Trace.literal(errorMessage)))", carrying: errorMessage,
      from: .presenter)
    shownStates.show(.failed(errorMessage))
  }

  /// The screen appears: the view starts the load in a task it owns. The task holds the
  /// presenter, not the view, so letting the view go frees it, and `deinit` cancels the load.
  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    loading = Task { [presenter] in await presenter.load() }
  }

  deinit { loading?.cancel() }
}
