import KataDriver
import KataRegistry
import TerminalText

/// The help pages, laid out as swift-argument-parser lays them out: overview, usage,
/// arguments, options.
enum HelpPage {
  /// `kata help`, which has a page of its own.
  static let spec = CommandSpec(
    name: "help",
    abstract: "Shows help for a command: kata help COMMAND.",
    usage: "kata help [COMMAND]",
    options: [],
    arguments: [("COMMAND", "The command to explain; with none, the overview of every command.")]
  )

  /// `kata --help`: every command and the architectures.
  static func overview() -> String {
    // One width for both lists, whatever the names the registry holds.
    let names = Kata.commands.map { $0.spec.name } + [spec.name] + Architecture.runnable.map(\.name)
    let width = names.map(DisplayWidth.columns(of:)).max() ?? 0
    var text = """
      OVERVIEW: \(Kata.spec.abstract)

      USAGE: kata <command> [options]

      COMMANDS:

      """
    for command in Kata.commands.map({ $0.spec }) + [spec] {
      text += "  \(pad(command.name, to: width))  \(command.abstract)\n"
    }
    text += "\nARCHITECTURES:\n"
    for architecture in Architecture.runnable {
      text += "  \(pad(architecture.name, to: width))  \(architecture.summary)\n"
    }
    text += """

      OPTIONS:
        -h, --help  Shows this help.
        --version   Shows the version.

      See 'kata help <command>' for a command's options.

      """
    return text
  }

  /// `kata COMMAND --help`.
  static func page(for command: CommandSpec) -> String {
    var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(command.usage)\n"
    let rows =
      command.arguments.map { ($0.name, $0.help) }
      + command.options.map { ($0.synopsis, $0.help) }
      + [("-h, --help", "Shows this help.")]
    let width = rows.map(\.0.count).max() ?? 0
    if !command.arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for (name, help) in rows.prefix(command.arguments.count) {
        text += "  \(pad(name, to: width))  \(help)\n"
      }
    }
    text += "\nOPTIONS:\n"
    for (name, help) in rows.dropFirst(command.arguments.count) {
      text += "  \(pad(name, to: width))  \(help)\n"
    }
    if !command.discussion.isEmpty {
      text += "\n\(command.discussion)\n"
    }
    return text
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text.padded(toColumns: width)
  }
}
