import CalculatorObservation
import CalculatorRule

/// The calculator of MVVM with Observation, composed: the one place its Model, view model and
/// view are wired, and the view bound (see ``MVCCalculatorComposition`` for the rule every
/// lesson screen keeps).
///
/// The view binds by drawing inside `withObservationTracking`, so a result reaches it on a
/// later turn. With a trace, the composition plays the app's run loop: it runs each redraw
/// that Observation asked for, and so knows that what reaches the view during one came
/// through the tracking, the binding.
public enum ObservationCalculatorComposition {
  /// A view the Observation calculator can be composed with: the lesson's view, owning its
  /// view model, and recording the messages that cross it. It keeps its ``Rendering``: letting it go unbinds.
  @MainActor
  public protocol View: CalculatorObservation.CalculatorView {
    /// What keeps this view drawing its view model: set once it is bound.
    var rendering: Rendering? { get set }
    /// The view model this view owns and sends every event to.
    var viewModel: CalculatorViewModel { get }
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `text` in the result label, as the view read it from its view model.
    func show(resultText text: String)
  }

  /// Builds a view model over `model`, the view that `makeView` makes around it, and binds
  /// that view, which draws `0` at once. Returns the view: hold it, and it holds the rest.
  @MainActor
  public static func compose<V: View>(
    model: any CalculatorModel, view makeView: (CalculatorViewModel) -> V
  ) -> V {
    let view = makeView(CalculatorViewModel(model: model))
    let outputs = view.viewModel.outputs
    view.rendering = Trace.bindView(
      tracking: "resultText", by: "showResultText(viewModel.resultText)", into: view.trace
    ) {
      view.bind(to: outputs, redrawingOn: $0)
    }
    return view
  }
}

extension ObservationCalculatorComposition.View {
  /// The user sets the token field to `token`: the view sends it to the view model's inputs.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.inputs.tokenChanged(token)
  }

  /// The user sets the input field to `input`: the view sends it to the view model's inputs.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputs.inputChanged(input)
  }

  public func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    show(resultText: text)
  }
}
