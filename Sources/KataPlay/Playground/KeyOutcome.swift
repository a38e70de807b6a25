/// What a page wants after a key: carry on, or quit and give the terminal back.
public enum KeyOutcome: Hashable, Sendable {
  case carryOn
  case quit
}
