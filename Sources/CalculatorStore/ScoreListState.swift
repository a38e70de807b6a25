/// Everything the score list screen is: what it shows, and which answer it waits for.
///
/// The request numbers are state, not a counter hidden in an object: so the reducer stays a
/// function of its input, and a late answer is dropped by comparing two values, which a test
/// can set up by hand.
nonisolated public struct ScoreListState: Sendable, Equatable {
  /// What the list shows. `loading` at first, before any load: this screen loads as soon as
  /// it appears, as in the other lessons.
  public var content: ScoreListContent
  /// The request whose answer the screen waits for, or `nil` when none is in flight.
  public var awaitedRequest: Int?
  /// How many loads the screen has asked for: the next request's number is one more.
  public var requestsMade: Int

  public init(content: ScoreListContent = .loading, awaitedRequest: Int? = nil, requestsMade: Int = 0) {
    self.content = content
    self.awaitedRequest = awaitedRequest
    self.requestsMade = requestsMade
  }

  /// Whether the list shows loading: before the first answer, and from each load until its
  /// answer. Read from what is shown, so a view that draws a spinner from it and one that draws
  /// `content` never disagree.
  public var isLoading: Bool { content == .loading }
}
