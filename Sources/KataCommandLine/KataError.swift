import KataDriver
import KataShape
import RosterFiles
import TerminalText

/// Everything that stops `kata` before it is done: a message for standard error and the exit
/// status that goes with it.
///
/// Errors are thrown as values and turned into an exit status in one place, `Kata.main`;
/// nothing else calls `exit`.
struct KataError: Error, Equatable {
  /// What is wrong, in one line, without the `kata: ` prefix.
  var message: String
  /// The exit status.
  var status: ExitStatus
  /// For usage errors, the command whose usage line and help to point at.
  var command: CommandSpec?
  /// For other errors, a line on what to do about it.
  var hint: String?

  /// A wrong command line: exit 64, with the usage of `command` and where to read more.
  static func usage(_ message: String, _ command: CommandSpec) -> KataError {
    KataError(message: message, status: .usage, command: command)
  }

  /// Bad data: exit 65.
  static func data(_ message: String, hint: String? = nil) -> KataError {
    KataError(message: message, status: .dataError, hint: hint)
  }

  /// An input that cannot be opened: exit 66.
  static func noInput(_ message: String) -> KataError {
    KataError(message: message, status: .noInput)
  }

  /// An input that could not be read or was bad data: 66, 74 or 65, with `hint` for bad data.
  static func reading(_ error: RosterFileError, hint: String) -> KataError {
    switch error.kind {
    case .cannotOpen: .noInput(error.description)
    case .cannotRead: .io(error.description)
    case .badData: .data(error.description, hint: hint)
    }
  }

  /// Rules that found nothing wrong but could not be measured: exit 69, naming the first
  /// one's reason; `nil` when every rule was measured. Called once nothing failed.
  static func notMeasured(_ results: [RuleResult]) -> KataError? {
    let unmeasured = results.filter { $0.status == .notMeasured }
    guard let first = unmeasured.first else { return nil }
    let reason = (first.unmeasured ?? "").trimmingPrefix("not measured: ")
    return KataError(
      message:
        "\(unmeasured.count) of \(results.count) rules \(unmeasured.count == 1 ? "was" : "were") not measured; "
        + "the first, '\(first.rule.name)' on \(first.architecture) \(first.screen): \(reason)",
      status: .notMeasured,
      hint:
        "Nothing failed, but a rule not measured is not a pass: each – row says why; read the code for it.")
  }

  /// A failed read or write: exit 74.
  static func io(_ message: String) -> KataError {
    KataError(message: message, status: .ioError)
  }

  /// The text for standard error: the message, then for usage errors the usage line and a
  /// pointer to the help, like swift-argument-parser's errors.
  ///
  /// A message may quote what the user gave (a file name, a value from a roster): its
  /// control characters are escaped, so that it stays one line and nothing reaches the
  /// terminal raw.
  var report: String {
    var lines = ["kata: \(message.escapingControls())"]
    if let command {
      lines.append("Usage: \(command.usage)")
      lines.append("See '\(command.helpCommand)' for more information.")
    }
    if let hint {
      lines.append(hint)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
