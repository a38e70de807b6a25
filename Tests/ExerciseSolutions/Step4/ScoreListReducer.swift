import KataDriver
import ScoreBoard

/// The score list's reducer: the state after an action, and the effect it asks for. Pure:
/// loading is an effect it returns, not a call it makes.
enum ScoreListReducer {
  static func reduce(_ state: inout ScoreListScreenState, _ action: ScoreListAction) -> ScoreListEffect? {
    switch action {
    case .load:
      state = .loading
      return .loadPlayers
    case .loaded(.success(let players)):
      state = players.isEmpty ? .empty : .rows(players.map(row))
      return nil
    case .loaded(.failure(let error)):
      state = .failed(error.description)
      return nil
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
