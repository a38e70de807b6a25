import CalculatorMVP

/// What a passive list of the MVP score list records, from outside the lesson: each message
/// as it crosses, then the lesson's own code (``CalculatorMVP/PassiveScoreListView``) does
/// the work.
extension MVPScoreListComposition.View {
  /// The view gives itself to its presenter.
  func attach() {
    trace?.call(.view, to: .presenter, "attach(self)")
    attachToPresenter()
  }

  /// The user opens the screen: the view asks its presenter to load.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    await screenOpened()
  }

  /// The screen appears: the view starts its presenter's load in a task it owns.
  public func screenAppears() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    startLoading()
  }

  public func displayLoading() {
    trace?.arrived(at: .view, "displayLoading()", from: .presenter)
    show(.loading)
  }

  public func displayEmpty() {
    trace?.arrived(at: .view, "displayEmpty()", from: .presenter)
    show(.empty)
  }

  public func display(errorMessage: String) {
    trace?.arrived(
      at: .view, "display(errorMessage: \(Trace.literal(errorMessage)))", carrying: errorMessage,
      from: .presenter)
    show(.failed(errorMessage))
  }

  public func display(rows: [ScoreRow]) {
    trace?.arrived(
      at: .view, "display(rows: [\(Trace.counted(rows.count, "row"))])", carrying: rows, from: .presenter)
    show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }
}
