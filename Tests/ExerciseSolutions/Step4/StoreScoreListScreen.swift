import KataDriver
import ScoreBoard

/// The score list's view, headless: it sends `.load` and renders each state.
@MainActor
final class StoreScoreListScreen: ScoreListScreen {
  private let store: ScoreListStore
  private(set) var shownStates: [ScoreListScreenState] = []
  private let trace: Trace?

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

  private func render(_ state: ScoreListScreenState) {
    trace?.arrived(at: .view, "render(\(state))", carrying: state, from: .store)
    shownStates.show(state)
  }
}
