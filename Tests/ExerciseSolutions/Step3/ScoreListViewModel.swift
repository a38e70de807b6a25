import KataDriver
import ScoreBoard

/// Step 3: the score list's view model loads, formats, and publishes one state.
@MainActor
final class ScoreListViewModel {
  /// What the list shows: loading at first, then rows, empty or failed after each load.
  let state = Observable(ScoreListScreenState.loading)
  private let service: any ScoreService

  init(service: any ScoreService) {
    self.service = service
  }

  /// Input: the screen appeared, or asks to reload.
  func load() async {
    state.update(.loading)
    do {
      let players = try await service.loadPlayers()
      state.update(players.isEmpty ? .empty : .rows(players.map(Self.row)))
    } catch {
      state.update(.failed(error.description))
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
