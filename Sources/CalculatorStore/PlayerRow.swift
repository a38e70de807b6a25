import ScoreBoard

/// One score list row, as a cell shows it: a player, formatted once, when the answer is
/// reduced into the state.
///
/// The store formats, as a view model does: the name joins the parts that are there, with no
/// stray space when one is empty, and the level is written out here from the Model's level,
/// never shown as the Model's own value.
nonisolated public struct PlayerRow: Sendable, Equatable {
  /// The player's name, as shown.
  public let name: String
  /// The player's level, as shown.
  public let level: String

  public init(name: String, level: String) {
    self.name = name
    self.level = level
  }

  /// The row that shows `player`.
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
