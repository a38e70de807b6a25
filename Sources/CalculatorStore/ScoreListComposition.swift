import ScoreBoard

/// The score list of the store, composed: the one place its service, reducer, store and view
/// are wired, and the view subscribed.
public enum ScoreListComposition {
  /// Builds a store whose reducer loads from `service`, the view that `makeView` makes around
  /// it, and subscribes that view, which draws loading at once. Returns the view: hold it, and
  /// it holds the rest.
  @MainActor
  public static func compose<View: HeadlessScoreListView>(
    service: any ScoreService, view makeView: (Store<ScoreListReducer>) -> View
  ) -> View {
    let view = makeView(Store(reducer: ScoreListReducer(service: service)))
    view.subscribeToStore()
    return view
  }

  /// The screen with the lesson's own headless view.
  @MainActor
  public static func compose(service: any ScoreService) -> HeadlessScoreListView {
    compose(service: service) { HeadlessScoreListView(store: $0) }
  }
}
