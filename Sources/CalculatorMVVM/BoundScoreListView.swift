/// The view side of the score list: a view that owns its view model, stays bound to its state
/// for as long as it keeps what binding returned, and asks it to load when the screen opens.
///
/// The view model never sees this protocol, nor ``ScoreListView``.
@MainActor
public protocol BoundScoreListView: ScoreListView {
  /// The view model this view owns: it lives as long as the view does.
  var viewModel: ScoreListViewModel { get }
  /// What keeps this view bound: the tokens that ``bind(to:)`` returned. Letting them go
  /// unbinds.
  var bindings: [BindingToken] { get set }
}

extension BoundScoreListView {
  /// Binds this view to its view model's state and keeps the binding.
  public func bindToViewModel() {
    bindings = bind(to: viewModel.outputs)
  }

  /// The user opened the screen: the view sends `load()` to the view model's inputs, and
  /// renders each state the binding then delivers.
  public func screenOpened() async {
    await viewModel.inputs.load()
  }
}
