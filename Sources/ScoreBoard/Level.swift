/// A player's level, by score: the rule of seed 003.
///
/// A level is a value, not a word: how a screen names it is decided between the Model and
/// the View, with the rest of what the screen shows.
public enum Level: Sendable, CaseIterable {
  case beginner
  case intermediate
  case expert

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
