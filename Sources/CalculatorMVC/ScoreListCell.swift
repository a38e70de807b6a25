/// What one row of the MVC score list shows: a stand-in for a `UITableViewCell` in the
/// subtitle style, with a main text and a detail text.
nonisolated public struct ScoreListCell: Sendable, Equatable {
  /// The main text: the player's name.
  public var text: String
  /// The detail text: the player's level.
  public var detailText: String

  public init(text: String, detailText: String) {
    self.text = text
    self.detailText = detailText
  }
}
