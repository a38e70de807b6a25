/// A screen's logic as a store runs it: a pure function from a state and an action to the next
/// state and the work to do next.
///
/// Everything the screen decides is here, and nothing here happens: the reducer changes a
/// value it is lent and describes an effect, and the ``Store`` runs it. So a test calls
/// ``reduce(_:_:)`` with a state and an action and compares the state after, with no store, no
/// view and no waiting. Elm's `update`, Redux's reducer, TCA's `Reducer`. The state it starts
/// from is not the reducer's: a store is given one (``Store/init(initialState:reducer:)``), so
/// a preview, a restored screen or a test can start anywhere.
///
/// `nonisolated`: a pure function is safe on any thread, even in a module whose declarations
/// are main-actor by default.
nonisolated public protocol Reducer<State, Action> {
  /// Everything the screen shows, and what it needs to decide the next state: one value.
  associatedtype State: Equatable
  /// What can happen to the screen: the view's events, and the effects' answers.
  associatedtype Action: Sendable

  /// Turns `state` into the state after `action`, and says what work comes next.
  func reduce(_ state: inout State, _ action: Action) -> Effect<Action>
}
