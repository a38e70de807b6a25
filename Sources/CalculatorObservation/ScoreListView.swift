/// The score list view of MVVM with Observation: it renders whatever state it reads.
@MainActor
public protocol ScoreListView: AnyObject, Sendable {
  /// Shows `state`.
  func render(_ state: ScoreListState)
}

extension ScoreListView {
  /// Binds this view to `outputs`: it renders the state now, inside the tracking, and again
  /// on a later turn (`redraw`) after every change to it, for as long as the view keeps what
  /// this returns. To show another view model, cancel it and bind again.
  public func bind(to outputs: any ScoreListViewModelOutputs, redrawingOn redraw: Redraw = .nextTurn)
    -> Rendering
  {
    TrackedRendering.render(redrawingOn: redraw) { [weak self, weak outputs] in
      guard let self, let outputs else { return }
      render(outputs.state)
    }
  }
}
