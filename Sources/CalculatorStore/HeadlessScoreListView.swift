/// The score list view of the store, with no UI kit: it sends the screen's opening as an
/// action, and draws what the store tells it.
///
/// It holds its store, and the load is the store's effect. So a view let go after ``appear()``
/// is freed at once, its store with it, and the store's `deinit` cancels the load; nothing is
/// left to tell the view anything. A pull to refresh awaits a task that holds the store alone
/// (``refresh()``), so it lets the view go too. A caller still awaiting ``screenOpened()`` holds
/// the view until the list has loaded, unless its task is cancelled (SwiftUI's `.task` is, as
/// its view goes).
///
/// Open, as a `UIView` is: an app or a test can specialise it, and the specialised view still
/// sends and draws through the code here.
@MainActor
open class HeadlessScoreListView {
  /// The store this view sends to and draws from: held, so that it lives as long as the view.
  public let store: Store<ScoreListState, ScoreListAction>
  /// Every content this view drew, in order.
  public private(set) var drawn: [ScoreListContent] = []
  /// What keeps this view told of the store's state. Letting it go unsubscribes.
  private var subscription: StoreSubscription?
  /// The wait of the last pull to refresh, which the view owns and cancels as it goes.
  private var refreshing: Task<Void, Never>?

  /// A view that owns `store`; ``ScoreListComposition`` subscribes it.
  public init(store: Store<ScoreListState, ScoreListAction>) {
    self.store = store
  }

  /// Subscribes to what the list shows, and keeps the subscription.
  public func subscribeToStore() {
    subscription = store.subscribe(to: \.content) { [weak self] content in self?.draw(content) }
  }

  /// The screen appeared, as a UIKit view's `viewDidLoad`: the view sends the event, and the
  /// store starts the load in an effect it owns. Nothing here waits for the answer.
  open func appear() {
    store.send(.screenOpened)
  }

  /// The screen opened in a task the caller owns, awaits, and cancels when the screen goes
  /// (SwiftUI's `.task` does): returns once the list no longer shows loading, or at once when
  /// that task is cancelled, which stops the wait and not the load (see
  /// ``Store/send(_:while:)``). The caller's task holds the view meanwhile, as any method's
  /// caller holds its object.
  open func screenOpened() async {
    await store.send(.screenOpened, while: \.isLoading)
  }

  /// The user pulls to refresh: the view sends the event, and hands the refresh control a task
  /// that waits until the list no longer shows loading, to end its spinner. The task holds the
  /// store, not the view: a view let go while the refresh waits is freed at once, even if nobody
  /// cancels the refresh, and its `deinit` cancels the wait, so the store goes too and cancels
  /// its load, and nothing is drawn on the view.
  @discardableResult
  open func refresh() -> Task<Void, Never> {
    let wait = Task { [store] in await store.send(.screenOpened, while: \.isLoading) }
    refreshing = wait
    return wait
  }

  /// The screen went off screen, as a UIKit view's `viewDidDisappear`: the store cancels its
  /// load, whose answer still comes back and is drawn. Letting the view go does as much.
  open func disappear() {
    store.send(.screenClosed)
  }

  /// Draws `content`.
  open func draw(_ content: ScoreListContent) {
    drawn.append(content)
  }

  deinit {
    refreshing?.cancel()
  }
}
