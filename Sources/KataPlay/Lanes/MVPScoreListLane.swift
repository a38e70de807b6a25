import CalculatorMVP
import KataDriver
import ScoreBoard

/// The MVP score list, live: the playground's own passive list, holding the lesson's presenter,
/// which pushes it every row at once.
@MainActor
final class MVPScoreListLane: ScoreListLane, CalculatorMVP.ScoreListView {
  private let recorder = LaneRecorder()
  private let presenter: ScoreListPresenter
  private(set) var state: ScoreListState?

  init(service: any ScoreService) {
    presenter = ScoreListPresenter(service: recorder.service(service, calledBy: .presenter))
    recorder.record(.view, to: .presenter, "attach(self)")
    presenter.attach(self)
  }

  func load() async {
    recorder.userOpensScreen()
    recorder.record(.view, to: .presenter, "load()")
    await presenter.load()
  }

  func takeMessages() -> [Trace.Message] { recorder.takeMessages() }

  func displayLoading() {
    recorder.record(.presenter, to: .view, "displayLoading()")
    state = .loading
  }

  func display(rows: [ScoreRow]) {
    recorder.record(.presenter, to: .view, "display(rows: [\(LaneRecorder.counted(rows.count, "row"))])")
    state = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
  }

  func displayEmpty() {
    recorder.record(.presenter, to: .view, "displayEmpty()")
    state = .empty
  }

  func display(errorMessage: String) {
    recorder.record(.presenter, to: .view, "display(errorMessage: \(recorder.literal(errorMessage)))")
    state = .failed(errorMessage)
  }
}
