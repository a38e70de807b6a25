import CalculatorModel
import Observation

/// What the calculator view tells its view model: one input per view event.
@MainActor
public protocol CalculatorViewModelInputs {
  /// Call when the user edits the token (separators) field.
  func tokenChanged(_ token: String)
  /// Call when the user edits the input field.
  func inputChanged(_ input: String)
}

/// What the calculator view reads: one output per thing it shows. Reading one inside
/// `withObservationTracking` is what binds a view to it.
@MainActor
public protocol CalculatorViewModelOutputs: AnyObject, Sendable {
  /// The result label's text: `0` at first, then a new value after every edit that changes it.
  var resultText: String { get }
}

/// The calculator's view model, written with Swift Observation: a mapping from inputs to
/// outputs, like the hand-written MVVM lesson's, with the binding left to the language.
///
/// `@Observable` turns each stored property into one that tells whoever read it when it is
/// about to change. So the view model publishes by assigning, keeps no list of observers and
/// hands out no tokens (a view keeps its own, to unbind), and still knows no view. The fields it computes from are
/// `@ObservationIgnored`: no view shows them, so no view is told when they change.
@Observable
@MainActor
public final class CalculatorViewModel: CalculatorViewModelInputs, CalculatorViewModelOutputs {
  public var inputs: any CalculatorViewModelInputs { self }
  public var outputs: any CalculatorViewModelOutputs { self }

  public private(set) var resultText: String

  @ObservationIgnored private let model: any CalculatorModel
  @ObservationIgnored private var token = ""
  @ObservationIgnored private var input = ""

  /// Creates a view model that computes with `model`; its output starts at the empty fields' sum, `0`.
  public init(model: any CalculatorModel = SumModel()) {
    self.model = model
    resultText = String(model.sum(of: "", separatedBy: ""))
  }

  public func tokenChanged(_ token: String) {
    self.token = token
    recompute()
  }

  public func inputChanged(_ input: String) {
    self.input = input
    recompute()
  }

  /// Assigning is publishing. An equal value tells no one: Observation compares before it
  /// notifies, so a view redraws only when what it shows really changed.
  private func recompute() {
    resultText = String(model.sum(of: input, separatedBy: token))
  }
}
