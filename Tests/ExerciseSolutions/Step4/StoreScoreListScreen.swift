import KataDriver
import ScoreBoard

/// The score list's view, headless: it sends `.load` and renders each state.
@MainActor
final class StoreScoreListScreen: ScoreListScreen {
  private let store: ScoreListStore
  private(set) var shownStates: [ScoreListSnapshot] = []
  private let trace: Trace?
  /// The load this view started when the screen appeared: cancelled when the view goes.
  private var loading: Task<Void, Never>?

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    store = ScoreListStore(service: service)
    store.onChange = { [weak self] state in self?.render(state) }
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .store, "send(.load)")
    await store.send(.load)
  }

  /// The screen appears: the view sends `.load` from a task it owns, which holds the store,
  /// not the view, so letting the view go frees it, and `deinit` cancels the load.
  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .store, "send(.load)")
    loading = Task { [store] in await store.send(.load) }
  }

  deinit { loading?.cancel() }

  private func render(_ state: ScoreListSnapshot) {
    trace?.arrived(at: .view, "render(\(state))", carrying: state, from: .store)
    shownStates.show(state)
  }
}
