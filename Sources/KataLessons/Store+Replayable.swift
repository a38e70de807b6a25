import CalculatorStore
import KataDriver

/// The lesson's store declares its history to the rules: its action log, and its reducer to
/// replay it through. Every store built on it, for any screen, declares it alike.
extension Store: ReplayableStore {
  public var initialState: Logic.State { reducer.initialState }

  public func reduce(_ state: inout Logic.State, _ action: Logic.Action) {
    _ = reducer.reduce(&state, action)
  }
}
