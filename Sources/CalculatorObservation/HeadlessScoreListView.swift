/// The score list view of MVVM with Observation, with no UI kit, for a test or a driver: it
/// owns its view model, asks it to load when the screen appears, and keeps the state it drew
/// last.
///
/// Open, as a `UIView` is: an app or a test can specialise it, and the specialised view still
/// asks and renders through the code here.
@MainActor
open class HeadlessScoreListView: BoundScoreListView {
  public let viewModel: ScoreListViewModel
  public var loading: Task<Void, Never>?
  public var rendering: Rendering?
  /// The state drawn now; `nil` before the view is bound.
  public private(set) var state: ScoreListState?

  /// A view that owns `viewModel`; ``ScoreListComposition`` binds it.
  public init(viewModel: ScoreListViewModel) {
    self.viewModel = viewModel
  }

  /// The screen appears: the view starts its view model's load in a task it owns.
  open func appear() {
    startLoading()
  }

  /// The user pulls to refresh: the view starts its view model's load in a task it owns, as on
  /// appearing, and hands the task to the refresh control, which awaits it to end its
  /// spinner. The task holds the view model, not the view: a view let go while the refresh waits is
  /// freed at once, even if nobody cancels the refresh, and its `deinit` cancels the load, so
  /// nothing is drawn on it.
  @discardableResult
  open func refresh() -> Task<Void, Never> {
    startLoading()
  }

  open func render(_ state: ScoreListState) {
    self.state = state
  }

  deinit {
    loading?.cancel()
  }
}
