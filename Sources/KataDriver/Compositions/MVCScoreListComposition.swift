import CalculatorMVC
import ScoreBoard

/// The MVC score list, composed: the one place its service, controller and table view are
/// wired (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// How a table asks its data source for rows is the lesson's (``CalculatorMVC/ScoreListView``);
/// what a view of the kit records is in `Tracing/MVCScoreListComposition+Recording.swift`.
public enum MVCScoreListComposition {
  /// A table view the MVC score list can be composed with: the lesson's view, recording the
  /// messages that cross it.
  @MainActor
  public protocol View: CalculatorMVC.ScoreListView {
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `state`: the rows it asked its data source for, or what stands in for them.
    func show(_ state: ScoreListScreenState)
  }

  /// Builds the controller of `view` over `service`, and opens the screen: the controller
  /// becomes the view's data source. Hold the controller; it owns the view.
  @MainActor
  public static func compose(view: some View, service: any ScoreService) -> ScoreListController {
    let controller = ScoreListController(view: view, service: service)
    view.systemLoads(controller)
    return controller
  }
}
