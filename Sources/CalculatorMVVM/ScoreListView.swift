/// The MVVM score list view: it renders whatever state it is bound to.
@MainActor
public protocol ScoreListView: AnyObject {
  /// Shows `state`.
  func render(_ state: ScoreListState)
}

extension ScoreListView {
  /// Binds this view to `outputs`: the only way a state ever reaches it.
  public func bind(to outputs: any ScoreListViewModelOutputs) -> [BindingToken] {
    [outputs.state.bind { [weak self] state in self?.render(state) }]
  }
}
