import CalculatorModel

/// The calculator of MVVM with Observation, composed: the one place its Model, view model and
/// view are wired, and the view bound.
///
/// Every view of this screen is plugged in here, the ``HeadlessCalculatorView`` and any other
/// ``BoundCalculatorView`` alike. Nothing else constructs the view model.
public enum CalculatorComposition {
  /// Builds a view model over `model`, the view that `makeView` makes around it, and binds
  /// that view, which draws `0` at once, inside the tracking. Returns the view: hold it, and it
  /// holds the rest.
  @MainActor
  public static func compose<View: BoundCalculatorView>(
    model: any CalculatorModel, view makeView: (CalculatorViewModel) -> View
  ) -> View {
    let view = makeView(CalculatorViewModel(model: model))
    view.bindToViewModel()
    return view
  }
}
