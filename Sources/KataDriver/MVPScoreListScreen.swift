import CalculatorMVP
import ScoreBoard

/// The MVP score list, driven headlessly: the screen is the passive view, holding its presenter.
@MainActor
final class MVPScoreListScreen: ScoreListScreen, CalculatorMVP.ScoreListView {
  private let presenter: ScoreListPresenter
  private let trace: Trace?
  private(set) var shownStates: [ScoreListState] = []

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    presenter = ScoreListPresenter(service: service)
    trace?.call(.view, to: .presenter, "attach(self)")
    presenter.attach(self)
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    await presenter.load()
  }

  func displayLoading() {
    trace?.call(.presenter, to: .view, "displayLoading()")
    shownStates.show(.loading)
  }

  func displayEmpty() {
    trace?.call(.presenter, to: .view, "displayEmpty()")
    shownStates.show(.empty)
  }

  func display(errorMessage: String) {
    trace?.call(.presenter, to: .view, "display(errorMessage: \(Trace.literal(errorMessage)))")
    shownStates.show(.failed(errorMessage))
  }

  func display(rows: [ScoreRow]) {
    trace?.call(.presenter, to: .view, "display(rows: [\(Trace.counted(rows.count, "row"))])")
    shownStates.show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }
}
