import BoundedInput
import KataDriver
import LessonManifest

/// The `kata` command: finds the command, hands it its arguments, and turns every error into
/// a message on standard error and an exit status. It is the one place that decides both.
public enum Kata {
  static let version = "0.1.0"

  static let spec = CommandSpec(
    name: "kata",
    abstract: "Runs the Architecture Kata: two screens, written in \(Lesson.listed()).",
    usage: "kata <command> [options]",
    options: [],
    arguments: []
  )

  /// Every command, in the order help lists them: the one list that finding, parsing and
  /// help read. `help`, `--help` and `--version` are kata's own, as they are
  /// swift-argument-parser's.
  static let commands: [any KataCommand.Type] = [
    CalcCommand.self, ScoresCommand.self, CheckCommand.self, ShapeCommand.self, ProgressCommand.self,
    PlayCommand.self, ClassCommand.self,
  ]

  /// Runs `kata` with `arguments` (without the program name), and returns its exit status.
  ///
  /// Output that cannot be written is an I/O error (74), even after another error: what
  /// was gathered for standard output is flushed first, and if that fails, both are told.
  @MainActor
  public static func main(_ arguments: [Argument], output: TextOutput, errors: TextOutput) async -> ExitStatus
  {
    do {
      try await run(arguments, output: output)
      return .success
    } catch {
      var status = error.status
      var report = error.report
      do {
        try output.flush()
      } catch let writeError {
        status = writeError.status
        report += writeError.report
      }
      try? errors.write(report)
      try? errors.flush()
      return status
    }
  }

  /// Why the command in `arguments` cannot run within the address space limit (`ulimit -v`),
  /// or nil when it can: read before anything starts a thread, since below what a command
  /// needs its threads cannot start, and it would hang or abort instead of saying so.
  public nonisolated static func addressSpaceRefusal(_ arguments: [Argument]) -> String? {
    // A help page starts no thread.
    let asksForHelp = arguments.dropFirst().contains { $0.text == "-h" || $0.text == "--help" }
    guard let name = arguments.first?.text, let command = commands.first(where: { $0.spec.name == name }),
      !asksForHelp, let limit = AddressSpace.limit, limit < command.addressSpaceNeeded
    else { return nil }
    return "kata: kata \(name) needs an address space of at least \(command.addressSpaceNeeded >> 20) MiB; "
      + "the limit is \(limit >> 20) MiB (ulimit -v)\n"
  }

  @MainActor
  private static func run(_ arguments: [Argument], output: TextOutput) async throws(KataError) {
    guard let first = arguments.first?.text else {
      throw .usage("missing command (choose \(commandNames))", spec)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help", HelpPage.spec.name:
      try output.write(try helpPage(for: rest))
    case "--version":
      if let extra = rest.first { throw .usage("unexpected argument '\(extra)'", spec) }
      try output.write("kata \(version)\n")
    default:
      if first.hasPrefix("--help=") { throw .usage("'--help' takes no value", spec) }
      guard let command = commands.first(where: { $0.spec.name == first }) else {
        let hint = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
        throw .usage("\(hint) (choose \(commandNames))", spec)
      }
      try await command.main(rest, output: output)
    }
    try output.flush()
  }

  /// `kata help [COMMAND]`, also spelled `kata --help [COMMAND]` and `kata -h [COMMAND]`.
  private static func helpPage(for arguments: [Argument]) throws(KataError) -> String {
    guard let name = arguments.first?.text else { return HelpPage.overview() }
    // `kata help --help` asks for help's own page, as `kata help help` does.
    let page = ["-h", "--help"].contains(name) ? HelpPage.spec.name : name
    guard let command = (commands.map { $0.spec } + [HelpPage.spec]).first(where: { $0.name == page }) else {
      throw .usage("unknown command '\(name)' (choose \(commandNames))", HelpPage.spec)
    }
    if let extra = arguments.dropFirst().first {
      throw .usage("unexpected argument '\(extra)'", HelpPage.spec)
    }
    return HelpPage.page(for: command)
  }

  private static var commandNames: String {
    CommandSpec.listing(commands.map { $0.spec.name } + [HelpPage.spec.name])
  }
}
