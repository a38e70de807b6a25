/// A player as the roster stores it: the **Entity** of seed 000's chain
/// (Entity → Repository → Service → Model).
///
/// An entity is raw data, exactly as it arrived. Every field may be missing, and the score
/// may not be an integer at all: deciding what is acceptable is the service's job, not the
/// decoder's, so that a bad record gets a message a person can act on.
public struct PlayerRecord: Sendable, Equatable {
  public var firstName: String?
  public var lastName: String?
  public var score: RecordedScore?

  public init(firstName: String?, lastName: String?, score: RecordedScore?) {
    self.firstName = firstName
    self.lastName = lastName
    self.score = score
  }
}
