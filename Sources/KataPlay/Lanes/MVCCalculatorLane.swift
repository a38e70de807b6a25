import CalculatorMVC
import CalculatorModel
import KataDriver

/// The MVC calculator, live: the playground's own view, composed by
/// ``MVCCalculatorComposition`` as the headless one is.
///
/// The lane holds the controller, as a window holds its root view controller; the controller
/// owns the view, and the view reports to it only through its weak delegate.
@MainActor
final class MVCCalculatorLane: CalculatorLane {
  let name: String
  private let trace = Trace()
  private let controller: CalculatorController
  private let view: PlaygroundCalculatorView

  init(_ architecture: Architecture) {
    name = architecture.name
    view = PlaygroundCalculatorView(trace: trace)
    controller = MVCCalculatorComposition.compose(
      view: view, model: architecture.traced(SumModel(), into: trace))
  }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
  func takeMessages() -> [Trace.Message] { trace.takeMessages() }
}

/// The playground's MVC calculator view: the label the page draws, set by the controller.
@MainActor
private final class PlaygroundCalculatorView: MVCCalculatorComposition.View {
  weak var delegate: (any CalculatorViewDelegate)? {
    didSet { recordDelegateSet() }
  }
  private(set) var resultText = ""
  let trace: Trace?

  init(trace: Trace) {
    self.trace = trace
  }

  func show(resultText text: String) { resultText = text }
}
