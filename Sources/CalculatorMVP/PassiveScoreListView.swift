/// The view side of MVP's score list: a passive list that owns its presenter, attaches itself
/// once, and asks it to load when the screen opens.
///
/// Its presenter knows it only as a ``ScoreListView``.
@MainActor
public protocol PassiveScoreListView: ScoreListView {
  /// The presenter this view owns: it lives as long as the view does.
  var presenter: ScoreListPresenter { get }
  /// The load this view started with ``startLoading()``. The view owns it: a conforming class
  /// cancels it in its `deinit`, so that letting the view go ends its load.
  var loading: Task<Void, Never>? { get set }
}

extension PassiveScoreListView {
  /// The view is ready: it gives itself to its presenter.
  public func attachToPresenter() {
    presenter.attach(self)
  }

  /// The screen appeared: the view starts a load in a task it owns, as a UIKit view does
  /// from `viewDidLoad`, and shows whatever the presenter then tells it.
  ///
  /// The task holds the presenter, not the view. A task that called a method of the view
  /// would keep the view alive until the service answered: its `deinit` could not cancel the
  /// load, and the late answer would reach a view its owner had let go. Holding only the
  /// presenter, the task lets the view go at once, and the view's `deinit` cancels it.
  /// Returns the task, for a refresh control to await.
  @discardableResult
  public func startLoading() -> Task<Void, Never> {
    loading?.cancel()
    let load = Task { [presenter] in await presenter.load() }
    loading = load
    return load
  }

  /// The screen opened in a task the caller owns, awaits, and cancels when the screen goes
  /// (SwiftUI's `.task` does): the view asks its presenter to load, and returns once it has
  /// answered. The caller's task holds the view meanwhile, as any method's caller holds its
  /// object: a caller that never cancels keeps the view until the answer comes.
  public func screenOpened() async {
    await presenter.load()
  }
}
