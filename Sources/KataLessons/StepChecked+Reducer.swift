import CalculatorStore
import KataShape

/// The lesson's reducers, checked where the kit composes their screens: the store runs the
/// wrapped reducer as it would the lesson's, and keeps nothing for the kit (see ``StepChecked``).
extension StepChecked: Reducer where Base: Reducer {
  public typealias State = Base.State
  public typealias Action = Base.Action

  public func reduce(_ state: inout Base.State, _ action: Base.Action) -> Effect<Base.Action> {
    step(&state, action) { base, state, action in base.reduce(&state, action) }
  }
}
