/// The view side of the score list: a view that owns its view model, stays bound to its state
/// for as long as it keeps what binding returned, and asks it to load when the screen opens.
///
/// The view model never sees this protocol, nor ``ScoreListView``.
@MainActor
public protocol BoundScoreListView: ScoreListView {
  /// The view model this view owns: it lives as long as the view does.
  var viewModel: ScoreListViewModel { get }
  /// The load this view started with ``startLoading()``. The view owns it: a conforming class
  /// cancels it in its `deinit`, so that letting the view go ends its load.
  var loading: Task<Void, Never>? { get set }
  /// What keeps this view bound: the tokens that ``bind(to:)`` returned. Letting them go
  /// unbinds.
  var bindings: [BindingToken] { get set }
}

extension BoundScoreListView {
  /// Binds this view to its view model's state and keeps the binding.
  public func bindToViewModel() {
    bindings = bind(to: viewModel.outputs)
  }

  /// The screen appeared: the view starts a load in a task it owns, as a UIKit view does
  /// from `viewDidLoad`, and shows whatever state the binding then delivers.
  ///
  /// The task holds the view model, not the view. A task that called a method of the view
  /// would keep the view alive until the service answered: its `deinit` could not cancel the
  /// load, and the late answer would reach a view its owner had let go. Holding only the
  /// view model, the task lets the view go at once, and the view's `deinit` cancels it.
  /// Returns the task, for a refresh control to await.
  @discardableResult
  public func startLoading() -> Task<Void, Never> {
    loading?.cancel()
    let load = Task { [viewModel] in await viewModel.inputs.load() }
    loading = load
    return load
  }

  /// The screen opened in a task the caller owns, awaits, and cancels when the screen goes
  /// (SwiftUI's `.task` does): the view asks its view model to load, and returns once it has
  /// answered. The caller's task holds the view meanwhile, as any method's caller holds its
  /// object: a caller that never cancels keeps the view until the answer comes.
  public func screenOpened() async {
    await viewModel.inputs.load()
  }
}
