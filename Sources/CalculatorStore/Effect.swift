/// Work a reducer asks for, as a value: the store runs it, and feeds its answer back in as an
/// action.
///
/// A reducer cannot await a service without stopping being a function of its input, so it
/// returns a description of the call instead. The work carries an id: a newer effect with the
/// same id cancels the one in flight (TCA's `.cancellable(id:cancelInFlight:)`), and a store
/// that goes away cancels all of its own.
nonisolated public struct Effect<Action: Sendable>: Sendable {
  /// What cancels this effect: the next effect of the same id, or its store going away. `nil`
  /// for no work.
  public let id: EffectID?
  private let work: (@Sendable () async -> Action)?

  /// No work: the new state is the whole outcome of the action.
  public static var none: Effect { Effect(id: nil, work: nil) }

  /// Work that answers with an action, cancelled by the next effect of the same `id`.
  public static func run(
    id: some Hashable & Sendable, _ work: @escaping @Sendable () async -> Action
  ) -> Effect {
    Effect(id: EffectID(id), work: work)
  }

  /// Does the work and returns its answer; `nil` for no work. The store calls it in a task it
  /// owns; a test calls it to see what an effect answers, with no store.
  public func answer() async -> Action? {
    guard let work else { return nil }
    return await work()
  }
}
