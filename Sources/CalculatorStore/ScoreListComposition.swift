import ScoreBoard

/// The score list of the store, composed: the one place its service, reducer, store and view
/// are wired, and the view subscribed.
public enum ScoreListComposition {
  /// Builds a store whose reducer loads from `service`, and a view that owns it and draws
  /// loading at once. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose(service: any ScoreService) -> ScoreListView {
    let view = ScoreListView(store: Store(reducer: ScoreListReducer(service: service)))
    view.subscribeToStore()
    return view
  }
}
