import KataDriver
import ScoreBoard

/// The score list's reducer: the state after an action, and the effect it asks for. Pure:
/// loading is an effect it returns, not a call it makes.
enum ScoreListReducer {
  static func reduce(_ state: inout ScoreListSnapshot, _ action: ScoreListAction) -> ScoreListEffect? {
    switch action {
    case .load:
      state = .loading
      return .loadPlayers
    case .loaded(.success(let players)):
      state = players.isEmpty ? .empty : .rows(players.map(row))
      return nil
    case .loaded(.failure(let error)):
      state = .failed(message(for: error))
      return nil
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: text(for: player.level))
  }

  /// A level's name on the row: the Model ranks a player, the reducer names the rank.
  private static func text(for level: Level) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }

  /// The words for a failed load: the Model says what went wrong, the reducer says it.
  private static func message(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
