/// The score list view of the store, with no UI kit: it sends the screen's opening as an
/// action, and draws what the store tells it.
///
/// It holds its store and starts no task: the load is the store's effect. So a view let go
/// after ``appear()`` is freed at once, its store with it, and the store's `deinit` cancels the
/// load; nothing is left to tell the view anything. A caller still awaiting ``refresh()`` holds
/// the view until the list has loaded, unless its task is cancelled (SwiftUI's `.task` is, as
/// its view goes; a UIKit controller cancels it in `viewDidDisappear`).
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

  /// The screen opened in a task the caller owns and awaits (SwiftUI's `.task`, or pull to
  /// refresh): returns once the list no longer shows loading, or at once when that task is
  /// cancelled, which stops the wait and not the load (see ``Store/send(_:while:)``).
  open func refresh() async {
    await store.send(.screenOpened, while: \.isLoading)
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
}
