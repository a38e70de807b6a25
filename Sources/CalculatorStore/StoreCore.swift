/// What a ``Store`` runs on: a state to read, a way in for actions, and a way to be told of
/// each new state.
///
/// A store at the root of a screen runs its own (``RootCore``); a store scoped from a parent
/// runs its parent's, seen through a slice (``ScopedCore``). Its views cannot tell the two
/// apart: both are a `Store` of the state and the actions they show and send.
@MainActor
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State: Equatable
  associatedtype Action: Sendable

  /// The state now.
  var state: State { get }

  /// Reduces `action`, runs the effect it asks for, and tells the subscribers what changed.
  @discardableResult
  func send(_ action: Action) -> StoreTask

  /// Tells `subscriber` what `shown` reads now, and whenever it changes, until cancelled.
  func subscribe<Shown: Equatable>(
    to shown: @escaping (State) -> Shown, _ subscriber: @escaping (Shown) -> Void
  ) -> StoreSubscription

  /// Returns once `isBusy` no longer holds for the state, or at once when the calling task is
  /// cancelled.
  func wait(while isBusy: @escaping (State) -> Bool) async
}
