/// The calculator view of the store, with no UI kit: it sends each edit as an action, and
/// shows the result the store tells it.
///
/// It holds its store, and keeps nothing of the screen but what it shows: the fields' text and
/// the sum are the store's state. Here each screen has a store of its own, made by its
/// composition and held by its view; a store scoped from an app's works the same
/// (``Store/scope(state:action:)``). The store never sees this view; the subscriber holds it
/// weakly, so a view let go is freed at once, and a store of its own with it.
///
/// Open, as a `UIView` is: an app or a test can specialise it, and the specialised view still
/// sends and shows through the code here.
@MainActor
open class HeadlessCalculatorView {
  /// The store this view sends to and draws from: held, so that it lives as long as the view.
  public let store: Store<CalculatorState, CalculatorAction>
  /// The result label's text, as last drawn.
  public private(set) var resultText = ""
  /// What keeps this view told of the store's state. Letting it go unsubscribes.
  private var subscription: StoreSubscription?

  /// A view that owns `store`; ``CalculatorComposition`` subscribes it.
  public init(store: Store<CalculatorState, CalculatorAction>) {
    self.store = store
  }

  /// Subscribes to the result, and keeps the subscription: it shows now, and after every edit
  /// that changes it.
  public func subscribeToStore() {
    subscription = store.subscribe(to: \.resultText) { [weak self] text in self?.show(resultText: text) }
  }

  /// The user changed the token field: the view sends it as an action.
  open func editToken(_ token: String) {
    store.send(.tokenChanged(token))
  }

  /// The user changed the input field: sent as an action, like the token.
  open func editInput(_ input: String) {
    store.send(.inputChanged(input))
  }

  /// Draws `text` in the result label.
  open func show(resultText text: String) {
    resultText = text
  }
}
