import CalculatorModel

/// What the calculator view tells its view model: one input per view event.
@MainActor
public protocol CalculatorViewModelInputs {
  /// Call when the user edits the token (separators) field.
  func tokenChanged(_ token: String)
  /// Call when the user edits the input field.
  func inputChanged(_ input: String)
}

/// What the calculator view binds to: one output per thing it shows.
@MainActor
public protocol CalculatorViewModelOutputs {
  /// The result label's text: `0` at first, then a new value after every edit.
  var resultText: BoundValue<String> { get }
}

/// The MVVM view model of the calculator screen: a mapping from inputs to outputs.
///
/// It holds the screen's state, asks the Model for the sum and formats it, like a presenter,
/// but it has no reference to any view, not even a weak one. It publishes outputs, and
/// whoever wants them binds. So it can be tested without a view, and one view model can
/// serve several views at once.
@MainActor
public final class CalculatorViewModel: CalculatorViewModelInputs, CalculatorViewModelOutputs {
  public var inputs: any CalculatorViewModelInputs { self }
  public var outputs: any CalculatorViewModelOutputs { self }

  public let resultText: BoundValue<String>

  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  /// Creates a view model that computes with `model`; its output starts at the empty fields' sum, `0`.
  public init(model: any CalculatorModel = SumModel()) {
    self.model = model
    self.resultText = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  public func tokenChanged(_ token: String) {
    self.token = token
    recompute()
  }

  public func inputChanged(_ input: String) {
    self.input = input
    recompute()
  }

  private func recompute() {
    let sum = model.sum(of: input, separatedBy: token)
    resultText.update(String(sum))
  }
}
