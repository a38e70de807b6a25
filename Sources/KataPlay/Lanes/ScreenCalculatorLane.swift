import KataDriver

/// Any other registered architecture's calculator, live, through the shared screen interface:
/// a fourth architecture appears in the playground with no change here.
@MainActor
final class ScreenCalculatorLane: CalculatorLane {
  let name: String
  private let trace = Trace()
  private let screen: any CalculatorScreen

  init(_ architecture: Architecture) {
    name = architecture.name
    screen = architecture.makeCalculatorScreen(trace: trace)
  }

  func editToken(_ token: String) { screen.editToken(token) }
  func editInput(_ input: String) { screen.editInput(input) }
  var resultText: String { screen.resultText }
  func takeMessages() -> [Trace.Message] { trace.takeMessages() }
}
