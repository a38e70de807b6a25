import ScoreBoard

/// The view model of one score list row: a player, turned into what a cell shows.
///
/// The same as the hand-written MVVM lesson's: Observation changes how a view learns of a
/// state, not what a row shows. `Equatable`, so that an unchanged list tells no view.
nonisolated public struct PlayerRowViewModel: Sendable, Equatable {
  /// The player's name, as shown.
  public let name: String
  /// The player's level, as shown.
  public let level: String

  public init(_ player: Player) {
    name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    level =
      switch player.level {
      case .beginner: "Beginner"
      case .intermediate: "Intermediate"
      case .expert: "Expert"
      }
  }
}
