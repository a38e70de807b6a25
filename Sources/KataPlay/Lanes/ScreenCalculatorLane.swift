import KataDriver
import KataTracing

/// A registered architecture's calculator, live, through the shared screen interface: a new
/// architecture appears in the playground with no change here.
@MainActor
final class ScreenCalculatorLane: CalculatorLane {
  let name: String
  private let trace = Trace()
  /// The screen the lane shows: for a lesson, its headless view, or MVC's window.
  let screen: any CalculatorScreen

  init(_ architecture: Architecture) {
    name = architecture.name
    screen = architecture.makeCalculatorScreen(trace: trace)
  }

  func editToken(_ token: String) { screen.editToken(token) }
  func editInput(_ input: String) { screen.editInput(input) }
  var resultText: String { screen.resultText }
  func takeMessages() -> [Trace.Message] { trace.takeMessages() }
}
