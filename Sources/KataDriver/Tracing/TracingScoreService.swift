import ScoreBoard

/// A decorator of the score service that records every load its caller asks for, and the
/// answer. Public for `kata play`, whose own views build the lessons with it.
public struct TracingScoreService: ScoreService {
  let base: any ScoreService
  /// The role that calls the service in this architecture.
  let caller: Role
  let trace: Trace

  /// Records into `trace` each load that `caller` asks `base` for, and its answer.
  public init(base: any ScoreService, caller: Role, trace: Trace) {
    self.base = base
    self.caller = caller
    self.trace = trace
  }

  public func loadPlayers() async throws(RosterError) -> [Player] {
    trace.call(caller, to: .service, "loadPlayers()")
    do {
      let players = try await base.loadPlayers()
      trace.reply(.service, to: caller, "returns \(Trace.counted(players.count, "player"))")
      return players
    } catch {
      trace.reply(.service, to: caller, "throws \(Trace.literal(error.description))")
      throw error
    }
  }
}
