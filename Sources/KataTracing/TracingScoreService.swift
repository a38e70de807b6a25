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
      trace.reply(.service, to: caller, "throws \(Trace.literal(Self.words(for: error)))")
      throw error
    }
  }

  /// The error as the trace quotes it, in the words the lessons show for it, so that a trace
  /// and the screen it explains agree.
  private static func words(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
