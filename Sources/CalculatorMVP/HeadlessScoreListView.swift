/// The MVP score list's passive view with no UI kit, for a test or a driver: it owns its
/// presenter, asks it to load when the screen appears, and keeps what it was told to display.
///
/// Open, as a `UIView` is: an app or a test can specialise it, and the specialised view still
/// asks and displays through the code here.
@MainActor
open class HeadlessScoreListView: PassiveScoreListView {
  public let presenter: ScoreListPresenter
  public var loading: Task<Void, Never>?
  /// Whether the spinner shows.
  public private(set) var isLoading = false
  /// The rows shown now, as the presenter formatted them.
  public private(set) var rows: [ScoreRow] = []
  /// Why loading failed, while that is what shows.
  public private(set) var errorMessage: String?

  /// A view that owns `presenter`; ``ScoreListComposition`` attaches it.
  public init(presenter: ScoreListPresenter) {
    self.presenter = presenter
  }

  /// The screen appears: the view starts its presenter's load in a task it owns.
  open func appear() {
    startLoading()
  }

  /// The user pulls to refresh: the view starts its presenter's load in a task it owns, as on
  /// appearing, and hands the task to the refresh control, which awaits it to end its
  /// spinner. The task holds the presenter, not the view: a view let go while the refresh waits is
  /// freed at once, even if nobody cancels the refresh, and its `deinit` cancels the load, so
  /// nothing is drawn on it.
  @discardableResult
  open func refresh() -> Task<Void, Never> {
    startLoading()
  }

  open func displayLoading() {
    isLoading = true
  }

  open func display(rows: [ScoreRow]) {
    show(rows: rows, errorMessage: nil)
  }

  open func displayEmpty() {
    show(rows: [], errorMessage: nil)
  }

  open func display(errorMessage: String) {
    show(rows: [], errorMessage: errorMessage)
  }

  private func show(rows: [ScoreRow], errorMessage: String?) {
    isLoading = false
    self.rows = rows
    self.errorMessage = errorMessage
  }

  deinit {
    loading?.cancel()
  }
}
