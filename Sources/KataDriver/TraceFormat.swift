/// How `kata --trace` prints messages.
public enum TraceFormat: String, CaseIterable, Sendable {
  /// One line per message: `View -> Controller: calculatorView(_:didChangeInput: "1,2,3")`.
  case text
  /// A Mermaid `sequenceDiagram`, as the docs show it.
  case mermaid

  /// `messages`, printed in this format, ending in a newline (or empty when there are none).
  public func render(_ messages: [Trace.Message]) -> String {
    switch self {
    case .text:
      return messages.map { "\($0.sender) -> \($0.receiver): \($0.text)\n" }.joined()
    case .mermaid:
      guard !messages.isEmpty else { return "" }
      var lines = ["sequenceDiagram"]
      for participant in Self.lifelines(of: messages) {
        lines.append("    \(participant == .user ? "actor" : "participant") \(participant)")
      }
      for message in messages {
        let arrow = message.isReply ? "-->>" : "->>"
        lines.append("    \(message.sender)\(arrow)\(message.receiver): \(Self.mermaidText(message.text))")
      }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// Every participant of `messages`, in diagram order.
  private static func lifelines(of messages: [Trace.Message]) -> [Role] {
    var seen: [Role] = []
    for message in messages {
      for participant in [message.sender, message.receiver] where !seen.contains(participant) {
        seen.append(participant)
      }
    }
    return Role.diagramOrder(of: seen)
  }

  /// A message's text with the characters Mermaid would read as syntax written as its
  /// entity codes: `;` ends a statement and `#` starts a code.
  private static func mermaidText(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "#": escaped += "#35;"
      case ";": escaped += "#59;"
      case "<": escaped += "#lt;"
      case ">": escaped += "#gt;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
