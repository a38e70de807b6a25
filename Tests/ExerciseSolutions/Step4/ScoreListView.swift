import KataDriver
import ScoreBoard

/// The score list's view, headless, and the screen the driver holds: it asks its interactor
/// to load, and displays each state its presenter tells it.
@MainActor
final class ScoreListView: ScoreListScreen, ScoreListDisplayLogic {
  private let interactor: ScoreListInteractor
  private(set) var shownStates: [ScoreListSnapshot] = []
  private let trace: Trace?
  /// The load this view started when the screen appeared: cancelled when the view goes.
  private var loading: Task<Void, Never>?

  init(service: any ScoreService, trace: Trace?) {
    let presenter = ScoreListPresenter()
    interactor = ScoreListInteractor(service: service, presenter: presenter, trace: trace)
    self.trace = trace
    presenter.view = self
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .interactor, "load()")
    await interactor.load()
  }

  /// The screen appears: the view starts the load in a task it owns. The task holds the
  /// interactor, not the view, so letting the view go frees it, and `deinit` cancels the load.
  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .interactor, "load()")
    loading = Task { [interactor] in await interactor.load() }
  }

  deinit { loading?.cancel() }

  func display(_ state: ScoreListSnapshot) {
    trace?.arrived(at: .view, "display(\(state.summary))", carrying: state, from: .presenter)
    shownStates.show(state)
  }
}
