import KataDriver
import ScoreBoard

/// Step 1: the controller loads and formats; the level comes from the Model (`Player.level`).
@MainActor
final class ScoreListViewController {
  let view: ScoreListView
  private let service: any ScoreService

  init(view: ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  func load() async {
    view.showLoading()
    do {
      let players = try await service.loadPlayers()
      view.show(
        rows: players.map { player in
          // The level is the Model's rule; only the formatting stays here.
          let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
          return ScoreListRow(name: name, level: player.level.rawValue)
        })
    } catch {
      view.showError(error.description)
    }
  }
}
