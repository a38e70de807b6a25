import KataDriver

/// `--arch`, which every screen command takes: one registered architecture, or `all`.
enum ArchitectureOption {
  /// The option, with its help, for a command whose default is `defaultName`.
  static func spec(default defaultName: String) -> OptionSpec {
    OptionSpec(
      name: "arch",
      kind: .value(placeholder: "mvc|mvp|mvvm|all"),
      help: "The architecture to run; 'all' runs every one in turn (default \(defaultName))."
    )
  }

  /// What `--arch` accepts: every registered architecture's name, then `all`.
  static var choices: [String] { Architecture.all.map(\.name) + ["all"] }

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
