import KataDriver
import KataRegistry

/// `--arch`, which every screen command takes: one runnable architecture, or `all`.
///
/// Its choices, its placeholder in usage lines and the list its errors give all come from
/// the registry, so an architecture added there appears everywhere at once.
enum ArchitectureOption {
  /// The option, with its help, for a command whose default is `defaultName`.
  static func spec(default defaultName: String) -> OptionSpec {
    OptionSpec(
      name: "arch",
      kind: .value(placeholder: placeholder),
      help: "The architecture to run; 'all' runs every one but the exercise (default \(defaultName))."
    )
  }

  /// What `--arch` accepts: every runnable architecture's name, then `all`.
  static var choices: [String] { Architecture.runnable.map(\.name) + ["all"] }

  /// The choices as a usage line shows them: `mvc|mvp|mvvm|exercise|all`.
  ///
  /// Joined by hand: every command's usage line is built at start-up, and the library's
  /// `joined(separator:)` first asks the runtime about its argument's type, a search through
  /// every conformance of the process that `kata calc` paid for on every run.
  static var placeholder: String {
    var text = ""
    for choice in choices {
      if !text.isEmpty { text += "|" }
      text += choice
    }
    return text
  }

  /// The architectures that `value` names, or the error that explains `value` to the user.
  static func architectures(_ value: String, for command: CommandSpec) throws(KataError)
    -> [Architecture]
  {
    if value == "all" { return Architecture.all }
    guard let architecture = Architecture.named(value) else {
      throw .usage(
        "unknown architecture '\(value)' (choose \(CommandSpec.listing(choices)))", command)
    }
    return [architecture]
  }
}
