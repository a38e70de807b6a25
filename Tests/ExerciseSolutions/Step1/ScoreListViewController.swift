import KataDriver
import ScoreBoard

/// Step 1: the controller loads and formats; the level comes from the Model (`Player.level`).
@MainActor
final class ScoreListViewController {
  let view: ScoreListView
  private let service: any ScoreService
  /// How many loads have begun: only the latest one's answer is shown.
  private var loadsBegun = 0

  init(view: ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// A view starts this from a `Task`, again on each refresh, so two loads may overlap: an
  /// answer to a load that a later one replaced is dropped.
  func load() async {
    loadsBegun += 1
    let thisLoad = loadsBegun
    view.showLoading()
    do {
      let players = try await service.loadPlayers()
      guard thisLoad == loadsBegun else { return }
      view.show(
        rows: players.map { player in
          // The level is the Model's rule; only the formatting stays here.
          let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
          return ScoreListRow(name: name, level: player.level.rawValue)
        })
    } catch {
      guard thisLoad == loadsBegun else { return }
      view.showError(error.description)
    }
  }
}
