import ScoreBoard

/// The view model of one score list row: a player, turned into what a cell shows.
///
/// The name joins the parts that are there, with no stray space when one is empty. The level
/// is the Model's, never worked out again here; its name is the view model's to give, since
/// a view model turns the Model into values a view can show.
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
