import CalculatorMVVM
import CalculatorRule

/// The MVVM calculator, composed: the one place its Model, view model and view are wired, and
/// the view bound (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// A view brings only what it does with the text the binding delivers; how it sends edits to
/// the view model's inputs, how it binds, and what it records, is written once, below.
public enum MVVMCalculatorComposition {
  /// A view the MVVM calculator can be composed with: the lesson's view, owning its view
  /// model, keeping its binding's tokens, and recording the messages that cross it.
  @MainActor
  public protocol View: CalculatorMVVM.CalculatorView {
    /// The view model this view owns and sends every event to.
    var viewModel: CalculatorViewModel { get }
    /// What keeps this view bound: the tokens of its binding, kept as long as the view.
    var bindings: [BindingToken] { get set }
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `text` in the result label, as the binding delivered it.
    func show(resultText text: String)
  }

  /// Builds a view model over `model`, the view that `makeView` makes around it, and binds
  /// that view to its outputs, which deliver `0` at once. Returns the view: hold it, and it
  /// holds the rest.
  @MainActor
  public static func compose<V: View>(
    model: any CalculatorModel, view makeView: (CalculatorViewModel) -> V
  ) -> V {
    let view = makeView(CalculatorViewModel(model: model))
    let outputs = view.viewModel.outputs
    view.bindings =
      view.trace?.bindView(to: outputs.resultText.bind, named: "resultText", describedBy: Trace.literal) {
        view.bind(to: outputs)
      } ?? view.bind(to: outputs)
    return view
  }
}

extension MVVMCalculatorComposition.View {
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
