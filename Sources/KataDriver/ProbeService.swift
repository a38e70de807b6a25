import ScoreBoard

/// The score service that `kata shape` hands a screen: a class, so that whether it is still
/// alive can be watched, and players no roster file holds, so that a screen that loads from
/// elsewhere shows something else.
public final class ProbeService: ScoreService {
  /// The players every load returns.
  public static let players = [
    Player(firstName: "Probe", lastName: "One", score: 30),
    Player(firstName: "Probe", lastName: "Two", score: 90),
  ]

  /// The rows a screen shows for ``players``.
  public static let rows = [
    ScoreListRow(name: "Probe One", level: "Beginner"), ScoreListRow(name: "Probe Two", level: "Expert"),
  ]

  public init() {}

  public func loadPlayers() async throws(RosterError) -> [Player] { Self.players }
}
