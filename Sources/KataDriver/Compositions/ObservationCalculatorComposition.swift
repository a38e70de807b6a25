import CalculatorModel
import CalculatorObservation

/// The calculator of MVVM with Observation, composed: the one place its Model, view model and
/// view are wired, and the view bound (see ``MVCCalculatorComposition`` for the rule every
/// lesson screen keeps).
///
/// How a view owns its view model, binds and sends edits is the lesson's
/// (``CalculatorObservation/BoundCalculatorView``); what a view of the kit records is in
/// `Tracing/ObservationCalculatorComposition+Recording.swift`. With a trace, the binding plays
/// the app's run loop: it runs each redraw that Observation asked for, and so knows that what
/// reaches the view during one came through the tracking, the binding.
public enum ObservationCalculatorComposition {
  /// A view the Observation calculator can be composed with: the lesson's view, owning its
  /// view model, and recording the messages that cross it. It keeps its ``Rendering``: letting it go unbinds.
  @MainActor
  public protocol View: BoundCalculatorView, RecordedViewModelCalculatorView {}

  /// Builds a view model over `model`, the view that `makeView` makes around it, and binds
  /// that view, which draws `0` at once. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<V: View>(
    model: any CalculatorModel, view makeView: (CalculatorViewModel) -> V
  ) -> V {
    let view = makeView(CalculatorViewModel(model: model))
    view.bind()
    return view
  }
}
