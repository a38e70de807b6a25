/// A player's level, by score: the rule of seed 003.
public enum Level: String, Sendable, CaseIterable {
  case beginner = "Beginner"
  case intermediate = "Intermediate"
  case expert = "Expert"

  /// The level of `score`: up to 40 is Beginner, up to 70 Intermediate, above that Expert.
  /// Scores have no floor and no ceiling: a negative score is Beginner, 150 is Expert.
  public init(score: Int) {
    switch score {
    case ...40: self = .beginner
    case ...70: self = .intermediate
    default: self = .expert
    }
  }
}
