import CalculatorMVC
import CalculatorModel

/// The MVC calculator, composed: the one place its Model, controller and view are wired.
///
/// Every view of this screen is plugged in here, the headless one that `kata` and the suite
/// drive and the playground's alike, so the screen is wired once and every view moves the
/// same messages. How a view reports edits is the lesson's (``CalculatorMVC/CalculatorView``);
/// what a view of the kit records of the messages that cross it is in
/// `Tracing/MVCCalculatorComposition+Recording.swift`.
///
/// The rule for every screen of every lesson: one composition file like this one, outside the
/// lesson module, whose `compose` takes the view and builds the middle layer. Nothing else
/// constructs the lesson's controller, presenter or view model.
public enum MVCCalculatorComposition {
  /// A view the MVC calculator can be composed with: the lesson's view, recording the
  /// messages that cross it.
  @MainActor
  public protocol View: CalculatorMVC.CalculatorView {
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `text` in the result label, as the controller set it.
    func show(resultText text: String)
  }

  /// Builds the controller of `view` over `model`, and opens the screen as the system opens
  /// a view controller: the controller becomes the view's delegate and shows `0`.
  ///
  /// Hold the controller as a window holds its root view controller; it owns the view.
  @MainActor
  public static func compose(view: some View, model: any CalculatorModel) -> CalculatorController {
    let controller = CalculatorController(view: view, model: model)
    // In MVC the system opens the controller, not the view.
    view.systemLoads(controller)
    return controller
  }
}
