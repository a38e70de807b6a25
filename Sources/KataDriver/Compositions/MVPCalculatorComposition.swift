import CalculatorMVP
import CalculatorModel

/// The MVP calculator, composed: the one place its Model, presenter and passive view are
/// wired (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// How a passive view owns its presenter and forwards edits is the lesson's
/// (``CalculatorMVP/PassiveCalculatorView``); what a view of the kit records is in
/// `Tracing/MVPCalculatorComposition+Recording.swift`.
public enum MVPCalculatorComposition {
  /// A passive view the MVP calculator can be composed with: the lesson's view, owning its
  /// presenter and recording the messages that cross it.
  @MainActor
  public protocol View: PassiveCalculatorView {
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `text` in the result label, as the presenter told it to.
    func show(resultText text: String)
  }

  /// Builds a presenter over `model`, the view that `makeView` makes around it, and attaches
  /// that view to its presenter, which shows `0` at once. Returns the view: hold it, and it
  /// holds the rest.
  @MainActor
  public static func compose<V: View>(
    model: any CalculatorModel, view makeView: (CalculatorPresenter) -> V
  ) -> V {
    let view = makeView(CalculatorPresenter(model: model))
    view.attach()
    return view
  }
}
