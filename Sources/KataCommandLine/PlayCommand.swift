import BoundedInput
import KataDriver
import KataPlay
import RosterFiles
import ScoreBoard

/// `kata play`: the live terminal playground, a real View for every architecture at once.
struct PlayCommand: KataCommand {
  /// Measuring shapes (and the playground's lanes) starts more threads: the call stacks' own
  /// among them.
  static var addressSpaceNeeded: Int { 192 << 20 }

  static let spec = CommandSpec(
    name: "play",
    abstract:
      "Opens a live screen in the terminal: type into every architecture at once and watch its messages.",
    usage:
      "kata play [--arch \(ArchitectureOption.placeholder)] [--screen calculator|scores] [--slow] [--fail] [FILE]",
    options: [
      ArchitectureOption.spec(default: "all"),
      OptionSpec(
        name: "screen", kind: .value(placeholder: "calculator|scores"),
        help: "The screen to open: the calculator, or the score list (default calculator)."),
      OptionSpec(
        name: "slow", kind: .flag,
        help: "Makes each roster load take two seconds, so that loading shows and a reload can cut in."),
      OptionSpec(name: "fail", kind: .flag, help: "Makes each roster load fail, to show the failed state."),
    ],
    arguments: [
      (
        "FILE",
        "The score list's JSON roster, read again on each reload; a pipe or FIFO is read once (default: the bundled roster)."
      )
    ],
    discussion: """
      Calculator keys: type to edit the focused field (a paste is one edit); Tab and Shift-Tab
      move between the token and input fields; Left, Right, Home and End move the cursor;
      Backspace and Delete erase; Up and Down pick the architecture whose messages are shown.
      Every edit reaches every architecture, and the pane shows what that edit set moving.
      Score list keys: r reloads (even while loading); Up and Down pick the architecture shown
      when they do not fit side by side. Esc or Ctrl-C quits, and the terminal is as it was;
      Ctrl-Z stops it, and fg brings it back.

      It needs a terminal on standard input and standard output, and a TERM other than dumb;
      for a script, use 'kata calc'. An empty roster file ([]) shows the empty state. A roster
      on a pipe or a FIFO is read once and kept.

      Examples:
        kata play
        kata play --arch mvp
        kata play --screen scores --slow
        kata play --screen scores --fail
      """
  )

  enum Screen: String, CaseIterable {
    case calculator, scores
  }

  var architectures: [Architecture]
  var screen: Screen
  var rosterFile: Argument?
  var isSlow: Bool
  var fails: Bool

  init(validating parsed: ParsedArguments) throws(KataError) {
    architectures = try ArchitectureOption.architectures(parsed.values["arch"]?.text ?? "all", for: Self.spec)
    screen = try Self.spec.choice("screen", in: parsed, default: .calculator)
    rosterFile = parsed.positionals.first
    isSlow = parsed.flags.contains("slow")
    fails = parsed.flags.contains("fail")
    let scoreListOnly = [
      rosterFile.map { "a roster FILE ('\($0)')" }, isSlow ? "--slow" : nil, fails ? "--fail" : nil,
    ]
    if screen == .calculator, let first = scoreListOnly.compactMap({ $0 }).first {
      throw .usage("\(first) is for the score list: add --screen scores", Self.spec)
    }
  }

  /// How many times its size a roster costs the playground at its peak: each architecture's
  /// list keeps its own players and rows, and the one loading decodes the records as well.
  /// Measured: 508 MB for a 48 MB roster of 700,000 players, about 10 times above what kata
  /// needs with none; 12 leaves room. Under `ulimit -v`, a roster over what that leaves is
  /// refused before the terminal is touched, instead of an abort in the middle of a load.
  static var bytesPerInputByte: Int { 12 }

  @MainActor
  func run() async throws(KataError) {
    // The roster first, as every command checks its input: a missing file is 66 anywhere.
    let service = screen == .scores ? try scoreService() : nil
    guard TerminalSession.isInteractive() else {
      throw .usage(
        "play needs a terminal on standard input and standard output (for a script, use 'kata calc')",
        Self.spec)
    }
    guard !TerminalSession.isDumb else {
      throw .usage(
        "play needs a terminal that can move its cursor, not TERM=dumb (set TERM, e.g. "
          + "TERM=xterm-256color; for a script, use 'kata calc')",
        Self.spec)
    }
    let page: any PlaygroundPage =
      if let service {
        ScoreListPage(architectures: architectures, service: service)
      } else {
        CalculatorPage(architectures: architectures)
      }
    do {
      try await Playground.run(page)
    } catch {
      throw .io(error.description)
    }
  }

  private static let rosterHint = "See 'kata scores --help' for the roster format."

  /// The roster the score list loads: FILE (which must open now; a bad record shows on the
  /// screen as the failed state), or the bundled roster; failing or slow when asked. A regular
  /// FILE is read again on each reload; a pipe or a FIFO is read once, on the first load, and
  /// kept, and checking it now neither waits for its writer nor reads a byte.
  private func scoreService() throws(KataError) -> any ScoreService {
    var repository: any PlayerRepository = BundledRosterRepository()
    if let rosterFile {
      let path = FilePath(bytes: rosterFile.bytes)
      do throws(RosterFileError) {
        switch try StreamRosterRepository.open(path) {
        case .stream(let stream):
          repository = stream
        case .file:
          _ = try JSONRosterRepository(.file(path)).bytes()
          repository = ReopenedRosterRepository(path)
        }
      } catch {
        throw .reading(error, hint: Self.rosterHint)
      }
    }
    if fails {
      repository = InMemoryRepository(
        failingWith: .unreadable(source: nil, reason: "could not load (--fail)"))
    }
    let service = RepositoryScoreService(repository: repository)
    return isSlow ? DelayedScoreService(service, by: .seconds(2)) : service
  }
}

extension PlayCommand {
  /// The playground draws on the terminal itself, never on `output`.
  @MainActor
  func run(output: TextOutput) async throws(KataError) { try await run() }
}
