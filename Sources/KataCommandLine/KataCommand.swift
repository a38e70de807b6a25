import BoundedInput

/// One `kata` command, as swift-argument-parser's `ParsableCommand` is one: its spec (name,
/// usage line, and each option with its help), a validation of what the parser found into
/// typed values, and a run that gets only valid ones.
///
/// ``Kata/commands`` lists every command once; finding a command, parsing its arguments,
/// its `--help`, `kata help` and the overview all read that list.
protocol KataCommand: Sendable {
  /// The name, usage line, options and help.
  static var spec: CommandSpec { get }
  /// Validates what the parser found into a runnable command.
  init(validating parsed: ParsedArguments) throws(KataError)
  /// Runs the command, writing what it prints to `output`.
  @MainActor func run(output: TextOutput) async throws(KataError)
  /// The address space the command needs before it reads any input: its threads' stacks
  /// and the runtime's. Below it, threads cannot start and the command would hang or abort,
  /// so it is refused up front (see ``Kata/addressSpaceRefusal(_:)``).
  static var addressSpaceNeeded: Int { get }
  /// The address space the command maps once its input is read, besides what the input
  /// costs: kept free when an input is weighed against the limit (see ``AddressSpace``), so
  /// that an input it accepts leaves the command room to finish.
  static var addressSpaceAfterReading: Int { get }
  /// How many times its size an input costs the command at its peak: weighed against what
  /// `ulimit -v` leaves before the input is read (see ``AddressSpace``).
  static var bytesPerInputByte: Int { get }
}

extension KataCommand {
  /// What `calc` and `scores` need: the runtime and a few threads.
  static var addressSpaceNeeded: Int { 96 << 20 }
  /// A few threads' stacks and the output's buffer.
  static var addressSpaceAfterReading: Int { AddressSpace.headroom }
  /// The input and what is read from it.
  static var bytesPerInputByte: Int { 4 }
}

extension KataCommand {
  /// Parses `arguments` (what follows the command's name) by ``spec``, validates them and
  /// runs; with `-h` or `--help` among them, writes the command's help page instead.
  @MainActor
  static func main(_ arguments: [Argument], output: TextOutput) async throws(KataError) {
    let parsed = try spec.parse(arguments)
    guard !parsed.wantsHelp else {
      try output.write(HelpPage.page(for: spec))
      return
    }
    AddressSpace.keepRoom(afterReading: addressSpaceAfterReading)
    AddressSpace.expect(bytesPerInputByte: bytesPerInputByte)
    try await Self(validating: parsed).run(output: output)
  }
}
