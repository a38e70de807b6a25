/// The MVP calculator's passive view with no UI kit, for a test or a driver: it owns its
/// presenter, forwards each edit to it, and keeps the text it was told to display.
///
/// Open, as a `UIView` is: an app or a test can specialise it (a view that also notes what
/// crosses it), and the specialised view still forwards and displays through the code here.
@MainActor
open class HeadlessCalculatorView: PassiveCalculatorView {
  public let presenter: CalculatorPresenter
  /// What the result label shows now.
  public private(set) var resultText = ""

  /// A view that owns `presenter`; ``CalculatorComposition`` attaches it.
  public init(presenter: CalculatorPresenter) {
    self.presenter = presenter
  }

  /// The user sets the token field to `token`: the view forwards it to its presenter.
  open func editToken(_ token: String) {
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: forwarded, like the token.
  open func editInput(_ input: String) {
    inputFieldChanged(input)
  }

  open func display(resultText: String) {
    self.resultText = resultText
  }
}
