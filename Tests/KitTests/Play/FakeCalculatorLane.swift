import CalculatorModel
import KataDriver
import KataPlay
import KataTracing

/// A calculator lane for the core's tests: it computes with the real rule, keeps every edit it
/// hears, and records one message per edit.
@MainActor
final class FakeCalculatorLane: CalculatorLane {
  let name: String
  private(set) var tokens: [String] = []
  private(set) var inputs: [String] = []
  private var messages: [Trace.Message]

  init(_ name: String, building messages: [Trace.Message] = []) {
    self.name = name
    self.messages = messages
  }

  func editToken(_ token: String) {
    tokens.append(token)
    messages.append(Trace.Message(.view, to: Role("Fake"), "token \(token.debugDescription)"))
  }

  func editInput(_ input: String) {
    inputs.append(input)
    messages.append(Trace.Message(.view, to: Role("Fake"), "input \(input.debugDescription)"))
  }

  var resultText: String { String(SumModel().sum(of: inputs.last ?? "", separatedBy: tokens.last ?? "")) }

  func takeMessages() -> [Trace.Message] {
    defer { messages = [] }
    return messages
  }
}
