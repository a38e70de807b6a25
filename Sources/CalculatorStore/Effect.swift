/// Work a reducer asks for, as a value: the store runs it, and its answers come back in as
/// actions.
///
/// A reducer cannot await a service without stopping being a function of its input, so it
/// returns a description of the call instead. Work may carry an id: a newer effect with the
/// same id cancels the one in flight (TCA's `.cancellable(id:cancelInFlight: true)`), and so
/// does `.cancel(id:)`; a store that goes away cancels all of its own.
nonisolated public struct Effect<Action: Sendable>: Sendable {
  /// What the store does with an effect.
  public enum Operation: Sendable {
    /// Nothing: the new state is the whole outcome of the action.
    case none
    /// Runs `work`, handing it the store's ``Send``, in place of the effect in flight with `id`.
    case run(id: EffectID?, work: @Sendable (Send<Action>) async -> Void)
    /// Cancels the effect in flight with `id`, if any.
    case cancel(id: EffectID)
  }

  /// What the store does with this effect.
  public let operation: Operation

  /// No work: the new state is the whole outcome of the action.
  public static var none: Effect { Effect(operation: .none) }

  /// Work that sends its answers as actions, cancelled by the next effect of the same `id`, by
  /// `.cancel(id:)`, or by its store going away.
  public static func run(
    id: some Hashable & Sendable, _ work: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Effect {
    Effect(operation: .run(id: EffectID(id), work: work))
  }

  /// Work that sends its answers as actions, cancelled only by its store going away.
  public static func run(_ work: @escaping @Sendable (Send<Action>) async -> Void) -> Effect {
    Effect(operation: .run(id: nil, work: work))
  }

  /// Cancels the work in flight with `id`: a screen that disappears stops its load without
  /// starting another.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(operation: .cancel(id: EffectID(id)))
  }

  /// The same work, its actions turned into another screen's: how a parent's reducer runs a
  /// child's effect and hears its answers as its own actions.
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
    switch operation {
    case .none: .none
    case .cancel(let id): Effect<Other>(operation: .cancel(id: id))
    case .run(let id, let work):
      Effect<Other>(
        operation: .run(id: id) { send in
          await work(Send { action in send(transform(action)) })
        })
    }
  }

  /// Does the work, and returns every action it sent, in order: what a test reads of an effect,
  /// with no store.
  public func actions() async -> [Action] {
    guard case .run(_, let work) = operation else { return [] }
    let sent = SentActions<Action>()
    await work(Send { sent.append($0) })
    return await sent.all
  }
}

/// The actions an effect sent, for ``Effect/actions()``.
@MainActor
private final class SentActions<Action> {
  private(set) var all: [Action] = []

  nonisolated init() {}

  func append(_ action: Action) { all.append(action) }
}
