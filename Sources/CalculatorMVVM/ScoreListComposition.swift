import ScoreBoard

/// The MVVM score list, composed: the one place its service, view model and view are wired,
/// and the view bound (see ``CalculatorComposition``).
public enum ScoreListComposition {
  /// Builds a view model over `service`, the view that `makeView` makes around it, and binds
  /// that view to its state. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<View: BoundScoreListView>(
    service: any ScoreService, view makeView: (ScoreListViewModel) -> View
  ) -> View {
    let view = makeView(ScoreListViewModel(service: service))
    view.bindToViewModel()
    return view
  }
}
