/// The calculator view of MVVM with Observation, with no UI kit, for a test or a driver: it
/// owns its view model, sends each edit to its inputs, and keeps the text it drew last.
///
/// Open, as a `UIView` is: an app or a test can specialise it (a view that also notes what
/// crosses it), and the specialised view still sends and shows through the code here.
@MainActor
open class HeadlessCalculatorView: BoundCalculatorView {
  public let viewModel: CalculatorViewModel
  public var rendering: Rendering?
  /// What the result label shows now.
  public private(set) var resultText = ""

  /// A view that owns `viewModel`; ``CalculatorComposition`` binds it.
  public init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
  }

  /// The user sets the token field to `token`: the view sends it to the view model's inputs.
  open func editToken(_ token: String) {
    tokenFieldChanged(token)
  }

  /// The user sets the input field to `input`: sent to the inputs, like the token.
  open func editInput(_ input: String) {
    inputFieldChanged(input)
  }

  open func showResultText(_ text: String) {
    resultText = text
  }
}
