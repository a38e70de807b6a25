import CalculatorMVP
import ScoreBoard

/// The MVP score list, driven headlessly, composed by ``MVPScoreListComposition``: the screen
/// is the passive view, holding its presenter. It keeps every state it showed, for the suite.
@MainActor
final class MVPScoreListScreen: ScoreListScreen, MVPScoreListComposition.View {
  let presenter: ScoreListPresenter
  let trace: Trace?
  var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListScreenState] = []

  static func make(service: any ScoreService, trace: Trace?) -> MVPScoreListScreen {
    MVPScoreListComposition.compose(service: service) { MVPScoreListScreen(presenter: $0, trace: trace) }
  }

  private init(presenter: ScoreListPresenter, trace: Trace?) {
    self.presenter = presenter
    self.trace = trace
  }

  func show(_ state: ScoreListScreenState) { shownStates.show(state) }
  func appear() { screenAppears() }

  deinit { loading?.cancel() }
}
