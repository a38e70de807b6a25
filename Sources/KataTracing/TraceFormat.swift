/// How `kata --trace` prints messages.
public enum TraceFormat: String, CaseIterable, Sendable {
  /// One line per message: `View -> Controller: calculatorView(_:didChangeInput: "1,2,3")`.
  case text
  /// A Mermaid `sequenceDiagram`, as the docs show it.
  case mermaid

  /// `messages`, printed in this format, ending in a newline (or empty when there are none).
  public func render(_ messages: [Trace.Message]) -> String {
    guard !messages.isEmpty else { return "" }
    return opening(between: Self.lifelines(of: messages)) + messages.map(line).joined()
  }

  /// What comes before the first message of a trace between `participants`, in the order
  /// they first appear: a diagram's lifelines; nothing for text.
  ///
  /// With ``line(_:)``, a trace too long to keep goes out message by message, once a first
  /// run has named its participants.
  public func opening(between participants: [Role]) -> String {
    switch self {
    case .text: return ""
    case .mermaid:
      return
        (["sequenceDiagram"]
        + Role.diagramOrder(of: participants).map { participant in
          "    \(participant == .user ? "actor" : "participant") \(participant)"
        }).map { $0 + "\n" }.joined()
    }
  }

  /// One message, as a line ending in a newline.
  public func line(_ message: Trace.Message) -> String {
    switch self {
    case .text: return "\(message.sender) -> \(message.receiver): \(message.text)\n"
    case .mermaid:
      let arrow = message.isReply ? "-->>" : "->>"
      return "    \(message.sender)\(arrow)\(message.receiver): \(Self.mermaidText(message.text))\n"
    }
  }

  /// Every participant of `messages`, in the order they first appear.
  private static func lifelines(of messages: [Trace.Message]) -> [Role] {
    var seen: [Role] = []
    for message in messages {
      for participant in [message.sender, message.receiver] where !seen.contains(participant) {
        seen.append(participant)
      }
    }
    return seen
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
