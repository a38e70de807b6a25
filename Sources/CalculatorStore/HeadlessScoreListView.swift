/// The score list view of the store, with no UI kit: it sends the screen's opening as an
/// action, and draws what the store tells it.
///
/// It owns its store and starts no task: the load is the store's effect. So a view let go
/// while it loads is freed at once, its store with it, and the store's `deinit` cancels the
/// load; nothing is left to tell the view anything.
///
/// Open, as a `UIView` is: an app or a test can specialise it, and the specialised view still
/// sends and draws through the code here.
@MainActor
open class HeadlessScoreListView {
  /// The store this view owns: it lives as long as the view does.
  public let store: Store<ScoreListReducer>
  /// Every content this view drew, in order.
  public private(set) var drawn: [ScoreListContent] = []
  /// What keeps this view told of the store's state. Letting it go unsubscribes.
  private var subscription: StoreSubscription?

  /// A view that owns `store`; ``ScoreListComposition`` subscribes it.
  public init(store: Store<ScoreListReducer>) {
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
  /// refresh): returns once the store has no load in flight, or at once when that task is
  /// cancelled, which stops the wait and not the load.
  open func refresh() async {
    await store.send(.screenOpened, while: \.isLoading)
  }

  /// Draws `content`.
  open func draw(_ content: ScoreListContent) {
    drawn.append(content)
  }
}
