import CalculatorMVP
import ScoreBoard

/// The MVP score list, driven headlessly: the screen is the passive view, holding its presenter.
@MainActor
final class MVPScoreListScreen: ScoreListScreen, CalculatorMVP.ScoreListView {
  private let presenter: ScoreListPresenter
  private(set) var shownStates: [ScoreListState] = []

  init(service: ScoreService) {
    presenter = ScoreListPresenter(service: service)
    presenter.attach(self)
  }

  func load() async { await presenter.load() }
  var parts: [AnyObject] { [self, presenter] }

  func displayLoading() { shownStates.show(.loading) }
  func displayEmpty() { shownStates.show(.empty) }
  func display(errorMessage: String) { shownStates.show(.failed(errorMessage)) }
  func display(rows: [ScoreRow]) {
    shownStates.show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }
}
