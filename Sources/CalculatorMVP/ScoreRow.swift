/// One row of the MVP score list, formatted and ready to show.
nonisolated public struct ScoreRow: Sendable, Equatable {
  /// The player's name, as shown.
  public var name: String
  /// The player's level, as shown.
  public var level: String

  public init(name: String, level: String) {
    self.name = name
    self.level = level
  }
}
