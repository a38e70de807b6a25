/// The one owner of a screen's state: the view sends it actions, the reducer turns each into
/// the next state, and the store runs the effects the reducer asks for and sends their answers
/// back in as actions. Data flows one way, round a loop: view, action, reducer, state, view.
///
/// Only the reducer changes ``state``: it can be read, not written, and ``send(_:)`` is the
/// only way in, so a view can read `store.state.resultText` and cannot write it. Every change
/// of the screen is one action, reduced on the main actor one at a time.
///
/// A view learns of a new state by subscribing (``subscribe(to:_:)``): the store tells it, at
/// once and in order, after each action that changed what it shows. Not by Swift Observation:
/// the state changes in one place, as one value, so the store knows when and what without
/// tracking a view's reads, and a view draws in the same turn instead of a later one. Redux's
/// `subscribe` calls every listener after each dispatch and compares nothing (react-redux's
/// `useSelector` compares the slice); Elm's runtime calls `view` with the latest model at most
/// once an animation frame; TCA observes its store with Observation because SwiftUI draws that
/// way. The data flows one way in each.
///
/// A store is made for a screen (``init(initialState:reducer:)``), or scoped from a parent's
/// (``scope(state:action:)``): one store for a whole app, each view handed the slice it shows,
/// as TCA scopes one down to child views and Redux serves one to every component.
@MainActor
public final class Store<State: Equatable, Action: Sendable> {
  /// The state and the reducer this store runs on: its own, or its parent's.
  private let core: any StoreCore<State, Action>

  /// A store that starts at `initialState` and changes it with `reducer` alone.
  ///
  /// The state is given, not the reducer's: a preview, a screen restored or opened by a link,
  /// and a test start where they need to.
  public convenience init(initialState: State, reducer: some Reducer<State, Action>) {
    self.init(core: RootCore(initialState: initialState, reducer: reducer))
  }

  private init(core: any StoreCore<State, Action>) {
    self.core = core
  }

  /// The screen's state now: the reducer's alone to change.
  public var state: State { core.state }

  /// Reduces `action` into the next state, starts the effect the reducer asked for, and
  /// tells every subscriber whose part of the state changed. Returns the effect started, to
  /// wait for.
  ///
  /// An action sent while another is being reduced or told (a subscriber that sends as it
  /// draws) waits its turn, and its task waits for nothing: each subscriber sees the states in
  /// order, and ends on the latest.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    core.send(action)
  }

  /// Sends `action`, then waits while `isBusy` holds for the state, or, at once, until the
  /// calling task is cancelled: a pull to refresh that ends when the list has loaded.
  ///
  /// The caller owns the wait, not the work. Unlike TCA's `send(_:while:)`, whose cancelled
  /// caller cancels the effect, a caller that gives up here cancels nothing: the effect is the
  /// store's, and a refresh whose caller gave up goes on and is reduced, so the screen never
  /// stays loading with nothing in flight. Only a newer effect of the same id,
  /// `.cancel(id:)`, or the store going away cancels it.
  public func send(_ action: Action, while isBusy: @escaping (State) -> Bool) async {
    core.send(action)
    await core.wait(while: isBusy)
  }

  /// Tells `subscriber` what `shown` reads from the state now, and again whenever it changes,
  /// until the returned subscription is cancelled or let go.
  ///
  /// A view subscribes to what it shows, so an action that changes another part of the state
  /// does not redraw it. Keep the subscription for as long as the view should be told.
  public func subscribe<Shown: Equatable>(
    to shown: @escaping (State) -> Shown, _ subscriber: @escaping (Shown) -> Void
  ) -> StoreSubscription {
    core.subscribe(to: shown, subscriber)
  }

  /// A store of a part of this one's state, for a child view: it reads `state(self.state)`,
  /// and every action sent to it reaches this store as `action(childAction)`.
  ///
  /// The child keeps no state of its own and runs no reducer: it is a window on its parent,
  /// which it keeps alive. Two views scoped from one store show one state, and an action sent
  /// through either is reduced once, by the parent's reducer.
  public func scope<ChildState, ChildAction>(
    state: @escaping (State) -> ChildState, action: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(core: ScopedCore(parent: core, state: state, action: action))
  }
}
