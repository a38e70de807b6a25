import CalculatorMVVM
import CalculatorModel

/// The MVVM calculator, composed: the one place its Model, view model and view are wired, and
/// the view bound (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// How a view owns its view model, binds and sends edits is the lesson's
/// (``CalculatorMVVM/BoundCalculatorView``); what a view of the kit records is in
/// `Tracing/MVVMCalculatorComposition+Recording.swift`.
public enum MVVMCalculatorComposition {
  /// A view the MVVM calculator can be composed with: the lesson's view, owning its view
  /// model, keeping its binding's tokens, and recording the messages that cross it.
  @MainActor
  public protocol View: BoundCalculatorView, RecordedViewModelCalculatorView {}

  /// Builds a view model over `model`, the view that `makeView` makes around it, and binds
  /// that view to its outputs, which deliver `0` at once. Returns the view: hold it, and it
  /// holds the rest.
  @MainActor
  public static func compose<V: View>(
    model: any CalculatorModel, view makeView: (CalculatorViewModel) -> V
  ) -> V {
    let view = makeView(CalculatorViewModel(model: model))
    view.bind()
    return view
  }
}
