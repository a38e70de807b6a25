import CalculatorMVP
import ScoreBoard

@testable import KataDriver

// A load that overlaps another, done wrong: the rules cannot see it, the shared cases can.

extension Mistake {
  static let loadMistakes: [Mistake] = [
    Mistake(
      name: "an MVP presenter that displays every answer, a late one too",
      architecture: .mistake(
        of: .mvp, roles: [.objects(of: EveryAnswerPresenter.self, are: .presenter)],
        scoreList: { service, _ in EveryAnswerView(service: service) }),
      screen: .scoreList,
      breaks: [],
      failsCases: [
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
      ])
  ]
}

/// The mistake: the presenter displays whatever answer comes, so when the first of two
/// loads answers last, the view ends on the older roster (or on its failure).
@MainActor
final class EveryAnswerPresenter {
  private weak var view: (any CalculatorMVP.ScoreListView)?
  private let service: any ScoreService

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any CalculatorMVP.ScoreListView) { self.view = view }

  func load() async {
    view?.displayLoading()
    do {
      let players = try await service.loadPlayers()
      view?.display(rows: players.map(Self.row))
    } catch {
      view?.display(errorMessage: error.description)
    }
  }

  private static func row(for player: Player) -> ScoreRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreRow(name: name, level: player.level.rawValue)
  }
}

@MainActor
final class EveryAnswerView: ScoreListScreen, CalculatorMVP.ScoreListView {
  private let presenter: EveryAnswerPresenter
  private(set) var shownStates: [ScoreListState] = []

  init(service: any ScoreService) {
    presenter = EveryAnswerPresenter(service: service)
    presenter.attach(self)
  }

  func load() async { await presenter.load() }
  func displayLoading() { shownStates.show(.loading) }
  func displayEmpty() { shownStates.show(.empty) }
  func display(errorMessage: String) { shownStates.show(.failed(errorMessage)) }
  func display(rows: [ScoreRow]) {
    shownStates.show(rows.isEmpty ? .empty : .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }
}
