/// What a store scoped from a parent runs on: the parent's, seen through a slice of its state.
///
/// It keeps no state and runs no reducer of its own. Its state is read from the parent's each
/// time, its actions are the parent's once wrapped, and its subscribers are the parent's,
/// told when their slice changes: so a child view and its parent never disagree.
///
/// Public only so that it can be named (the kit gives it the store's role); everything it does
/// is reached through ``Store``.
@MainActor
public final class ScopedCore<
  ParentState: Equatable, ParentAction: Sendable, State: Equatable, Action: Sendable
>:
  StoreCore
{
  /// The parent's core, kept alive by each scope of it.
  private let parent: any StoreCore<ParentState, ParentAction>
  private let toState: (ParentState) -> State
  private let toParentAction: (Action) -> ParentAction

  init(
    parent: any StoreCore<ParentState, ParentAction>, state: @escaping (ParentState) -> State,
    action: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    toState = state
    toParentAction = action
  }

  var state: State { toState(parent.state) }

  @discardableResult
  func send(_ action: Action) -> StoreTask {
    parent.send(toParentAction(action))
  }

  func subscribe<Shown: Equatable>(
    to shown: @escaping (State) -> Shown, _ subscriber: @escaping (Shown) -> Void
  ) -> StoreSubscription {
    parent.subscribe(to: { [toState] in shown(toState($0)) }, subscriber)
  }

  func wait(while isBusy: @escaping (State) -> Bool) async {
    await parent.wait(while: { [toState] in isBusy(toState($0)) })
  }
}
