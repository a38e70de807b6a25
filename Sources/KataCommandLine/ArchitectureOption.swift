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

  /// The error for two of `architectures` registered under one name, which `--arch` would run
  /// only the first of and `all` both under the one name: a student's named like a lesson.
  static func clash(among architectures: [Architecture]) -> KataError? {
    for (index, architecture) in architectures.enumerated()
    where architectures[..<index].contains(where: { $0.name == architecture.name }) {
      return .data(
        "two architectures are registered as '\(architecture.name)'",
        hint:
          "Give yours a name of its own in its `Architecture(name: …)`, one that no lesson and not the "
          + "workbench has: kata tells architectures apart by their names.")
    }
    return nil
  }

  /// The architectures that `value` names, or the error that explains `value` to the user.
  static func architectures(_ value: String, for command: CommandSpec) throws(KataError)
    -> [Architecture]
  {
    if let clash = clash(among: Architecture.runnable) { throw clash }
    if value == "all" { return Architecture.all }
    guard let architecture = Architecture.named(value) else {
      throw .usage(
        "unknown architecture '\(value)' (choose \(CommandSpec.listing(choices)))", command)
    }
    return [architecture]
  }
}
