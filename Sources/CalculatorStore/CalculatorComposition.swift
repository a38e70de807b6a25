import CalculatorModel

/// The calculator of the store, composed: the one place its Model, reducer, store and view
/// are wired, and the view subscribed.
public enum CalculatorComposition {
  /// Builds a store whose reducer computes with `model`, and a view that owns it and shows
  /// `0` at once. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose(model: any CalculatorModel = SumModel()) -> CalculatorView {
    let view = CalculatorView(store: Store(reducer: CalculatorReducer(model: model)))
    view.subscribeToStore()
    return view
  }
}
