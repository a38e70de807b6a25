import CalculatorMVC
import CalculatorRule

/// The MVC calculator, composed: the one place its Model, controller and view are wired.
///
/// Every view of this screen is plugged in here, the headless one that `kata` and the suite
/// drive and the playground's alike, so the screen is wired once and every view moves the
/// same messages. A view brings only what it does with the text it is set to; what it reports
/// to its controller, and what it records of both directions, is written once, below.
///
/// The rule for every screen of every lesson: one composition file like this one, outside the
/// lesson module, whose `compose` takes the view and builds the middle layer. Nothing else
/// constructs the lesson's controller, presenter or view model.
public enum MVCCalculatorComposition {
  /// A view the MVC calculator can be composed with: the lesson's view, recording the
  /// messages that cross it.
  @MainActor
  public protocol View: CalculatorMVC.CalculatorView {
    /// Where this view records the messages that cross it; nil records nothing.
    var trace: Trace? { get }
    /// Shows `text` in the result label, as the controller set it.
    func show(resultText text: String)
  }

  /// Builds the controller of `view` over `model`, and opens the screen as the system opens
  /// a view controller: the controller becomes the view's delegate and shows `0`.
  ///
  /// Hold the controller as a window holds its root view controller; it owns the view.
  @MainActor
  public static func compose(view: some View, model: any CalculatorModel) -> CalculatorController {
    let controller = CalculatorController(view: view, model: model)
    // In MVC the system opens the controller, not the view.
    view.trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
    return controller
  }
}

extension MVCCalculatorComposition.View {
  /// The user sets the token field to `token`: the view reports it to its delegate.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeToken: \(Trace.literal(token)))")
    delegate?.calculatorView(self, didChangeToken: token)
  }

  /// The user sets the input field to `input`: the view reports it to its delegate.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeInput: \(Trace.literal(input)))")
    delegate?.calculatorView(self, didChangeInput: input)
  }

  public func setResultText(_ text: String) {
    trace?.call(.controller, to: .view, "setResultText(\(Trace.literal(text)))")
    show(resultText: text)
  }

  /// Records that the controller made itself the delegate: call it from `delegate`'s `didSet`.
  public func recordDelegateSet() {
    trace?.call(.controller, to: .view, "delegate = self")
  }
}
