import ScoreBoard

/// The MVC score list, composed: the one place its service, controller and table view are
/// wired (see ``CalculatorComposition``).
public enum ScoreListComposition {
  /// Builds the controller of `view` over `service`, and opens the screen: the controller
  /// becomes the view's data source. Hold the controller; it owns the view.
  @MainActor
  public static func compose(view: some ScoreListView, service: any ScoreService) -> ScoreListController {
    let controller = ScoreListController(view: view, service: service)
    controller.viewDidLoad()
    return controller
  }
}
