import CalculatorModel

/// The MVC calculator, composed: the one place its Model, controller and view are wired.
///
/// Every view of this screen is plugged in here, the ``HeadlessCalculatorView`` and any other
/// ``CalculatorView`` alike, so the screen is wired once and every view moves the same
/// messages. Nothing else constructs the controller.
public enum CalculatorComposition {
  /// Builds the controller of `view` over `model`, and opens the screen as the system opens
  /// a view controller: the controller becomes the view's delegate and shows `0`.
  ///
  /// Hold the controller as a window holds its root view controller; it owns the view.
  @MainActor
  public static func compose(view: some CalculatorView, model: any CalculatorModel) -> CalculatorController {
    let controller = CalculatorController(view: view, model: model)
    // In MVC the system opens the controller, not the view.
    controller.viewDidLoad()
    return controller
  }
}
