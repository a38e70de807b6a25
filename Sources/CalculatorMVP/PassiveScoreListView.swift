/// The view side of MVP's score list: a passive list that owns its presenter, attaches itself
/// once, and asks it to load when the screen opens.
///
/// Its presenter knows it only as a ``ScoreListView``.
@MainActor
public protocol PassiveScoreListView: ScoreListView {
  /// The presenter this view owns: it lives as long as the view does.
  var presenter: ScoreListPresenter { get }
}

extension PassiveScoreListView {
  /// The view is ready: it gives itself to its presenter.
  public func attachToPresenter() {
    presenter.attach(self)
  }

  /// The user opened the screen: the view asks its presenter to load, and shows whatever the
  /// presenter then tells it.
  public func screenOpened() async {
    await presenter.load()
  }
}
