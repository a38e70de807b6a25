/// The score list's counterpart of ``RecordedViewModelCalculatorView``.
@MainActor
public protocol RecordedViewModelScoreListView: AnyObject {
  /// Where this view records the messages that cross it; nil records nothing.
  var trace: Trace? { get }
  /// Shows `state`, in the words every screen shares, as the binding delivered it.
  func show(_ state: ScoreListScreenState)
  /// The lesson's: sends `load()` to the view model's inputs.
  func screenOpened() async
  /// The lesson's: sends `load()` to the view model's inputs from a task the view owns.
  func startLoading()
}

extension RecordedViewModelScoreListView {
  /// The user opens the screen: the view sends `load()` to the view model's inputs.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await screenOpened()
  }

  /// The screen appears: the view starts the view model's load in a task it owns.
  public func screenAppears() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    startLoading()
  }

  /// `state` reached the view, shown as `shown`: noted where it arrived, then shown.
  func showArrived(_ state: Any, as shown: ScoreListScreenState) {
    trace?.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
    show(shown)
  }
}
