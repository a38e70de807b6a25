/// Why the playground could not take over the terminal, or lost it.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or standard output is not a terminal (a pipe, a file, `/dev/null`).
  case notATerminal
  /// A system call on the terminal failed: what was being done, and the system's reason.
  case system(String)

  public var description: String {
    switch self {
    case .notATerminal: "standard input and standard output must be a terminal"
    case .system(let message): message
    }
  }
}
