import KataDriver
import ScoreBoard

/// Step 3: the score list's view model loads, formats, and publishes one state.
@MainActor
final class ScoreListViewModel {
  /// What the list shows: loading at first, then rows, empty or failed after each load.
  let state = BoundValue(ScoreListScreenState.loading)
  private let service: any ScoreService
  /// How many loads have begun: only the latest one's answer is published.
  private var loadsBegun = 0

  init(service: any ScoreService) {
    self.service = service
  }

  /// Input: the screen appeared, or asks to reload. Loads may overlap: an answer to a load
  /// that a later one replaced never reaches the output.
  func load() async {
    loadsBegun += 1
    let thisLoad = loadsBegun
    state.update(.loading)
    do {
      let players = try await service.loadPlayers()
      guard thisLoad == loadsBegun else { return }
      state.update(players.isEmpty ? .empty : .rows(players.map(Self.row)))
    } catch {
      guard thisLoad == loadsBegun else { return }
      state.update(.failed(error.description))
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
