import CalculatorModel

/// The calculator of the store, composed: the one place its Model, reducer, store and view
/// are wired, and the view subscribed.
///
/// Every view of this screen is plugged in here, the ``HeadlessCalculatorView`` and any view
/// that specialises it. Nothing else constructs the store.
public enum CalculatorComposition {
  /// Builds a store whose reducer computes with `model`, the view that `makeView` makes around
  /// it, and subscribes that view, which shows `0` at once. Returns the view: hold it, and it
  /// holds the rest.
  @MainActor
  public static func compose<View: HeadlessCalculatorView>(
    model: any CalculatorModel, view makeView: (Store<CalculatorReducer>) -> View
  ) -> View {
    let view = makeView(Store(reducer: CalculatorReducer(model: model)))
    view.subscribeToStore()
    return view
  }

  /// The screen with the lesson's own headless view.
  @MainActor
  public static func compose(model: any CalculatorModel = SumModel()) -> HeadlessCalculatorView {
    compose(model: model) { HeadlessCalculatorView(store: $0) }
  }
}
