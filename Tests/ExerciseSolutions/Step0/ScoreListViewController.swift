import KataDriver
import ScoreBoard

/// The starting point for the score list: a view controller that loads, decides each
/// player's level, formats every row, and fills its view.
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
          // The level rule and the formatting, inline (seed 003's first version).
          let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
          let level = player.score <= 40 ? "Beginner" : player.score <= 70 ? "Intermediate" : "Expert"
          return ScoreListRow(name: name, level: level)
        })
    } catch {
      guard thisLoad == loadsBegun else { return }
      view.showError(error.description)
    }
  }
}
