import CalculatorModel

/// The calculator of the store, composed: the one place its Model, reducer, store and view
/// are wired, and the view subscribed.
///
/// Every view of this screen is plugged in here, the ``HeadlessCalculatorView`` and any view
/// that specialises it. Nothing else constructs the store.
public enum CalculatorComposition {
  /// Builds a store that starts at `initialState` and runs `reducer`, the view that `makeView`
  /// makes around it, and subscribes that view, which shows the result at once. Returns the
  /// view: hold it, and it holds the rest.
  ///
  /// The reducer is handed in, as TCA's `Store(initialState:reducer:)` is: a preview or a test
  /// composes the same screen over a reducer of its own, or the lesson's wrapped to log its
  /// changes (TCA's `_printChanges()`).
  @MainActor
  public static func compose<View: HeadlessCalculatorView>(
    initialState: CalculatorState, reducer: some Reducer<CalculatorState, CalculatorAction>,
    view makeView: (Store<CalculatorState, CalculatorAction>) -> View
  ) -> View {
    let view = makeView(Store(initialState: initialState, reducer: reducer))
    view.subscribeToStore()
    return view
  }

  /// The screen over the lesson's reducer, computing with `model`, which shows `0` at once.
  @MainActor
  public static func compose<View: HeadlessCalculatorView>(
    model: any CalculatorModel, view makeView: (Store<CalculatorState, CalculatorAction>) -> View
  ) -> View {
    let reducer = CalculatorReducer(model: model)
    return compose(initialState: reducer.initialState, reducer: reducer, view: makeView)
  }

  /// The screen with the lesson's own headless view.
  @MainActor
  public static func compose(model: any CalculatorModel = SumModel()) -> HeadlessCalculatorView {
    compose(model: model) { HeadlessCalculatorView(store: $0) }
  }
}
