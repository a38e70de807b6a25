import ScoreBoard

/// The MVP score list, composed: the one place its service, presenter and passive list are
/// wired (see ``CalculatorComposition``).
public enum ScoreListComposition {
  /// Builds a presenter over `service`, the view that `makeView` makes around it, and
  /// attaches that view to its presenter. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<View: PassiveScoreListView>(
    service: any ScoreService, view makeView: (ScoreListPresenter) -> View
  ) -> View {
    let view = makeView(ScoreListPresenter(service: service))
    view.attachToPresenter()
    return view
  }
}
