import ScoreBoard

/// The view model of one score list row: a player, turned into what a cell shows.
///
/// Seed 003's `MVVMViewModel`, done right: the name has no stray space when a part is empty,
/// and the level comes from the Model's rule instead of a copy of it.
public struct PlayerRowViewModel: Sendable, Equatable {
  /// The player's name, as shown.
  public let name: String
  /// The player's level, as shown.
  public let level: String

  public init(_ player: Player) {
    name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    level = player.level.rawValue
  }
}
