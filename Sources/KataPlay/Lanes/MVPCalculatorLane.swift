import CalculatorMVP
import CalculatorModel
import KataDriver

/// The MVP calculator, live: the playground's own passive view, composed by
/// ``MVPCalculatorComposition`` as the headless one is.
///
/// The view forwards each edit to its presenter, which holds it weakly and tells it what to
/// display.
@MainActor
final class MVPCalculatorLane: CalculatorLane, MVPCalculatorComposition.View {
  let name: String
  let presenter: CalculatorPresenter
  private let recording: Trace
  private(set) var resultText = ""

  static func make(_ architecture: Architecture) -> MVPCalculatorLane {
    let trace = Trace()
    return MVPCalculatorComposition.compose(model: architecture.traced(SumModel(), into: trace)) {
      MVPCalculatorLane(name: architecture.name, presenter: $0, trace: trace)
    }
  }

  private init(name: String, presenter: CalculatorPresenter, trace: Trace) {
    self.name = name
    self.presenter = presenter
    recording = trace
  }

  var trace: Trace? { recording }
  func show(resultText text: String) { resultText = text }
  func takeMessages() -> [Trace.Message] { recording.takeMessages() }
}
