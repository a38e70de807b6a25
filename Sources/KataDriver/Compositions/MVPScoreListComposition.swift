import CalculatorMVP
import ScoreBoard

/// The MVP score list, composed: the one place its service, presenter and passive view are
/// wired (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// How a passive list owns its presenter and asks it to load is the lesson's
/// (``CalculatorMVP/PassiveScoreListView``); what a view of the kit records is in
/// `Tracing/MVPScoreListComposition+Recording.swift`.
public enum MVPScoreListComposition {
  /// A passive list the MVP score list can be composed with: the lesson's view, owning its
  /// presenter and recording the messages that cross it.
  @MainActor
  public protocol View: PassiveScoreListView {
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
    view.attach()
    return view
  }
}
