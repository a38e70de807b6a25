import CalculatorModel

/// The MVP calculator, composed: the one place its Model, presenter and passive view are
/// wired.
///
/// Every view of this screen is plugged in here, the ``HeadlessCalculatorView`` and any other
/// ``PassiveCalculatorView`` alike. Nothing else constructs the presenter.
public enum CalculatorComposition {
  /// Builds a presenter over `model`, the view that `makeView` makes around it, and attaches
  /// that view to its presenter, which shows `0` at once. Returns the view: hold it, and it
  /// holds the rest.
  @MainActor
  public static func compose<View: PassiveCalculatorView>(
    model: any CalculatorModel, view makeView: (CalculatorPresenter) -> View
  ) -> View {
    let view = makeView(CalculatorPresenter(model: model))
    view.attachToPresenter()
    return view
  }
}
