import KataDriver
import ScoreBoard

/// Step 2: the presenter loads, formats every row at once, and commands its view.
@MainActor
final class ScoreListPresenter {
  private weak var view: (any ScoreListDisplay)?
  private let service: any ScoreService

  init(service: any ScoreService) {
    self.service = service
  }

  func attach(_ view: any ScoreListDisplay) {
    self.view = view
  }

  func load() async {
    view?.displayLoading()
    do {
      let players = try await service.loadPlayers()
      if players.isEmpty {
        view?.displayEmpty()
      } else {
        view?.display(rows: players.map(Self.row))
      }
    } catch {
      view?.display(errorMessage: error.description)
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
