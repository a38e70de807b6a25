/// What a screen asks for players: the **Service** seam of seed 000's chain.
///
/// Controllers, presenters and view models receive a service through their initializers and
/// know only this protocol. So a test can hand them a fake, and the driver can hand them a
/// decorator that records each call for `kata --trace`.
public protocol ScoreService: Sendable {
  /// Every player, in the repository's order, or the first problem found.
  ///
  /// All or nothing: one bad record fails the whole load, so a screen never shows half a list.
  /// A load whose task is cancelled throws ``RosterError/cancelled``.
  ///
  /// `@concurrent`: a load leaves its caller's actor (a screen's main actor) in every build
  /// setting. Without it, the requirement would run on the caller's actor where
  /// `NonisolatedNonsendingByDefault` is on and off it where it is off, and a conformance
  /// written in a module of the other setting would hop in a thunk between the two.
  @concurrent
  func loadPlayers() async throws(RosterError) -> [Player]
}
