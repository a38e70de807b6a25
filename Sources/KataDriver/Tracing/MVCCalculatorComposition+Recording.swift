import CalculatorMVC

/// What a view of the MVC calculator records, from outside the lesson: each message as it
/// crosses, then the lesson's own code (``CalculatorMVC/CalculatorView``) does the work.
extension MVCCalculatorComposition.View {
  /// The system opens the screen: `viewDidLoad()` on its controller.
  func systemLoads(_ controller: CalculatorController) {
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  /// The user sets the token field to `token`: the view reports it to its delegate.
  public func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeToken: \(Trace.literal(token)))")
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: the view reports it to its delegate.
  public func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeInput: \(Trace.literal(input)))")
    inputFieldChanged(input)
  }

  public func setResultText(_ text: String) {
    trace?.arrived(at: .view, "setResultText(\(Trace.literal(text)))", carrying: text, from: .controller)
    show(resultText: text)
  }

  /// Records that the controller made itself the delegate: call it from `delegate`'s `didSet`.
  public func recordDelegateSet() {
    trace?.call(.controller, to: .view, "delegate = self")
  }
}
