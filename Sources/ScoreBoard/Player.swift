/// A player: the **Model** of seed 000's chain, the data the business logic works with.
///
/// Unlike a ``PlayerRecord``, a player is always complete and valid; ``RepositoryScoreService`` makes
/// sure of it. How a player is shown (name joined, level as text) is not decided here: that
/// belongs to the controller, presenter or view model.
public struct Player: Sendable, Equatable {
  public var firstName: String
  public var lastName: String
  public var score: Int

  public init(firstName: String, lastName: String, score: Int) {
    self.firstName = firstName
    self.lastName = lastName
    self.score = score
  }

  /// The player's level, by the seed's rule.
  public var level: Level { Level(score: score) }
}
