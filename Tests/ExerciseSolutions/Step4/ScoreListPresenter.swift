import KataDriver
import ScoreBoard

/// The score list's presentation logic: players become rows of names and levels, an error
/// becomes its words, and the view displays each state it is told.
@MainActor
final class ScoreListPresenter: ScoreListPresentationLogic {
  weak var view: (any ScoreListDisplayLogic)?

  func presentLoading() {
    view?.display(.loading)
  }

  func presentPlayers(_ players: [Player]) {
    view?.display(players.isEmpty ? .empty : .rows(players.map(Self.row)))
  }

  func presentFailure(_ error: RosterError) {
    view?.display(.failed(Self.message(for: error)))
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: text(for: player.level))
  }

  /// A level's name on the row: the Model ranks a player, the presenter names the rank.
  private static func text(for level: Level) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }

  /// The words for a failed load: the Model says what went wrong, the presenter says it.
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
