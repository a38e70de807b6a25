import CalculatorMVP
import ScoreBoard

/// The MVP score list, composed: the one place its service, presenter and passive view are
/// wired (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
public enum MVPScoreListComposition {
  /// A passive list the MVP score list can be composed with: the lesson's view, owning its
  /// presenter and recording the messages that cross it.
  @MainActor
  public protocol View: CalculatorMVP.ScoreListView {
    /// The presenter this view owns and forwards every event to.
    var presenter: ScoreListPresenter { get }
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `state`, as the presenter told it to.
    func show(_ state: ScoreListScreenState)
  }

  /// Builds a presenter over `service`, the view that `makeView` makes around it, and
  /// attaches that view to its presenter. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<V: View>(
    service: any ScoreService, view makeView: (ScoreListPresenter) -> V
  ) -> V {
    let view = makeView(ScoreListPresenter(service: service))
    view.trace?.call(.view, to: .presenter, "attach(self)")
    view.presenter.attach(view)
    return view
  }
}

extension MVPScoreListComposition.View {
  /// The user opens the screen: the view asks its presenter to load.
  public func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    await presenter.load()
  }

  public func displayLoading() {
    trace?.call(.presenter, to: .view, "displayLoading()")
    show(.loading)
  }

  public func displayEmpty() {
    trace?.call(.presenter, to: .view, "displayEmpty()")
    show(.empty)
  }

  public func display(errorMessage: String) {
    trace?.call(.presenter, to: .view, "display(errorMessage: \(Trace.literal(errorMessage)))")
    show(.failed(errorMessage))
  }

  public func display(rows: [ScoreRow]) {
    trace?.call(.presenter, to: .view, "display(rows: [\(Trace.counted(rows.count, "row"))])")
    show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }
}
