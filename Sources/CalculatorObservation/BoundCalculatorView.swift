/// The view side of the calculator: a view that owns its view model, stays bound to its
/// outputs for as long as it keeps what binding returned, and sends each edit to its inputs.
///
/// The view model never sees this protocol, nor ``CalculatorView``: the view knows the view
/// model, and not the other way round.
@MainActor
public protocol BoundCalculatorView: CalculatorView {
  /// The view model this view owns: it lives as long as the view does.
  var viewModel: CalculatorViewModel { get }
  /// What keeps this view drawing its view model: the ``Rendering`` that ``bind(to:redrawingOn:)``
  /// returned. Letting it go stops the drawing.
  var rendering: Rendering? { get set }
}

extension BoundCalculatorView {
  /// Binds this view to its view model's outputs and keeps the binding: the result shows now,
  /// and after every edit.
  public func bindToViewModel() {
    rendering = bind(to: viewModel.outputs)
  }

  /// The user changed the token field: the view sends it to the view model's inputs.
  public func tokenFieldChanged(_ token: String) {
    viewModel.inputs.tokenChanged(token)
  }

  /// The user changed the input field: sent to the inputs, like the token.
  public func inputFieldChanged(_ input: String) {
    viewModel.inputs.inputChanged(input)
  }
}
