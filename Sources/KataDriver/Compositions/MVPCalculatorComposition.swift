import CalculatorMVP
import CalculatorRule

/// The MVP calculator, composed: the one place its Model, presenter and passive view are
/// wired (see ``MVCCalculatorComposition`` for the rule every lesson screen keeps).
///
/// A view brings only what it does with the text it is told to display; how it forwards the
/// user's edits to its presenter, and what it records, is written once, below.
public enum MVPCalculatorComposition {
  /// A passive view the MVP calculator can be composed with: the lesson's view, owning its
  /// presenter and recording the messages that cross it.
  @MainActor
  public protocol View: CalculatorMVP.CalculatorView {
    /// The presenter this view owns and forwards every event to.
    var presenter: CalculatorPresenter { get }
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
    view.trace?.call(.view, to: .presenter, "attach(self)")
    view.presenter.attach(view)
    return view
  }
}

extension MVPCalculatorComposition.View {
  /// The user sets the token field to `token`: the view forwards it to its presenter.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    presenter.tokenDidChange(token)
  }

  /// The user sets the input field to `input`: the view forwards it to its presenter.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    presenter.inputDidChange(input)
  }

  public func display(resultText: String) {
    trace?.call(.presenter, to: .view, "display(resultText: \(Trace.literal(resultText)))")
    show(resultText: resultText)
  }
}
