import ScoreBoard

/// The score list of the store, composed: the one place its service, reducer, store and view
/// are wired, and the view subscribed.
public enum ScoreListComposition {
  /// Builds a store that starts at `initialState` and runs `reducer`, the view that `makeView`
  /// makes around it, and subscribes that view, which draws what the state shows at once.
  /// Returns the view: hold it, and it holds the rest. The reducer is handed in, as the
  /// calculator's is (``CalculatorComposition``).
  @MainActor
  public static func compose<View: HeadlessScoreListView>(
    initialState: ScoreListState = ScoreListState(), reducer: some Reducer<ScoreListState, ScoreListAction>,
    view makeView: (Store<ScoreListState, ScoreListAction>) -> View
  ) -> View {
    let view = makeView(Store(initialState: initialState, reducer: reducer))
    view.subscribeToStore()
    return view
  }

  /// The screen over the lesson's reducer, loading from `service`, which draws loading at once.
  @MainActor
  public static func compose<View: HeadlessScoreListView>(
    service: any ScoreService, view makeView: (Store<ScoreListState, ScoreListAction>) -> View
  ) -> View {
    compose(reducer: ScoreListReducer(service: service), view: makeView)
  }

  /// The screen with the lesson's own headless view.
  @MainActor
  public static func compose(service: any ScoreService) -> HeadlessScoreListView {
    compose(service: service) { HeadlessScoreListView(store: $0) }
  }
}
