import BoundedInput
import KataDriver
import KataTracing
import RosterFiles
import ScoreBoard
import Synchronization

/// `kata scores`: the score list screen, loaded from a roster, as text, TSV or JSON.
struct ScoresCommand: KataCommand {
  static let spec = CommandSpec(
    name: "scores",
    abstract: "Prints the score list screen, loaded from a JSON roster, through the chosen architecture.",
    usage:
      "kata scores [--arch \(ArchitectureOption.placeholder)] [--format text|tsv|json] [--trace [text|mermaid]] [FILE | -]",
    options: [
      ArchitectureOption.spec(default: "mvvm"),
      OptionSpec(
        name: "format", kind: .value(placeholder: "text|tsv|json"),
        help: "How to print the rows: an aligned table, NAME<TAB>LEVEL lines, or JSON (default text)."),
      TraceOption.spec,
    ],
    arguments: [
      ("FILE", "A JSON roster; '-' reads standard input; none shows the bundled roster.")
    ],
    discussion: """
      A roster is a JSON array of {"firstName": …, "lastName": …, "score": …} records.
      With --arch all, each row begins with the architecture's name.
      With --trace, the messages that loaded the list come first, one architecture after another.
      A bad record stops with exit status 65 and names its position and field, as does a
      roster over 256 MiB; a file that cannot be opened stops with 66.

      Examples:
        kata scores
        kata scores --format tsv roster.json
        kata scores --arch mvp --trace mermaid
        cat roster.json | kata scores --arch all -
      """
  )

  enum Format: String, CaseIterable {
    case text, tsv, json
  }

  var architectures: [Architecture]
  var format: Format
  var source: JSONRosterRepository.Source?
  var trace: TraceFormat?

  init(validating parsed: ParsedArguments) throws(KataError) {
    architectures = try ArchitectureOption.architectures(
      parsed.values["arch"]?.text ?? "mvvm", for: Self.spec)
    format = try Self.spec.choice("format", in: parsed, default: .text)
    trace = TraceOption.format(parsed)
    switch parsed.positionals.first {
    case nil: source = nil
    case "-": source = .standardInput
    case let path?: source = .file(FilePath(bytes: path.bytes))
    }
  }

  /// Loads the roster once, then shows it through each chosen architecture.
  ///
  /// Memory follows the roster, not the number of architectures or the length of a trace:
  /// each architecture's screen is let go before the next is built, its rows go out as soon
  /// as it shows them, and its trace goes out message by message. What must be known before
  /// the first line is found by loading once more: a text table's column widths, and a
  /// diagram's lifelines. With one architecture, the rows measured are the rows written.
  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    // Read the input once: standard input cannot be read twice, and every architecture
    // must see the same roster.
    let repository = try await loadOnce()
    if let trace {
      for architecture in architectures {
        try await write(trace, through: architecture, repository, to: output)
      }
    }
    var table = ScoreTable(format: format, labelled: architectures.count > 1)
    var measured: [ScoreListRow]?
    if format == .text {
      for architecture in architectures {
        let rows = try await rows(through: architecture, repository)
        table.measure(rows, of: architecture.name)
        if architectures.count == 1 { measured = rows }
      }
    }
    for architecture in architectures {
      var rows = measured ?? []
      if measured == nil { rows = try await self.rows(through: architecture, repository) }
      measured = nil
      try table.write(rows, of: architecture.name, to: output)
    }
    try table.finish(to: output)
  }

  private static let neverAnsweredHint =
    "Every load must end: run 'kata check --arch ARCH' to see which case, and read docs/05-lifetimes-and-concurrency.md."

  /// The rows a fresh screen of `architecture` shows once loaded from `repository`.
  @MainActor
  private func rows(
    through architecture: Architecture, _ repository: InMemoryRepository, trace recorder: Trace? = nil
  ) async throws(KataError) -> [ScoreListRow] {
    let (shown, stall) = await MainActorWatchdog.guarding("the score list of \(architecture.name)") {
      await Patience.driving {
        let screen = architecture.makeScoreListScreen(
          service: RepositoryScoreService(repository: repository), trace: recorder)
        await screen.drivenLoad()
        await screen.settled()
        return screen.shownStates
      }
    }
    if let stall { throw .data("\(architecture.name): \(stall)", hint: Self.neverAnsweredHint) }
    switch shown.last {
    case .rows(let rows): return rows
    case .empty: return []
    case .failed(let message):
      throw .data("\(sourceName): \(message)", hint: Self.rosterHint)
    case .loading, nil: throw .data("the score list did not finish loading")
    }
  }

  /// Writes the messages of `architecture`'s load as they are recorded. A diagram names its
  /// lifelines first, so a first load only notes who takes part.
  @MainActor
  private func write(
    _ format: TraceFormat, through architecture: Architecture, _ repository: InMemoryRepository,
    to output: TextOutput
  ) async throws(KataError) {
    if format == .mermaid {
      let participants = Mutex<[Role]>([])
      let noting = Trace { message in
        participants.withLock { seen in
          for participant in [message.sender, message.receiver] where !seen.contains(participant) {
            seen.append(participant)
          }
        }
      }
      _ = try await rows(through: architecture, repository, trace: noting)
      let seen = participants.withLock { $0 }
      // A load with no messages draws no diagram at all.
      guard !seen.isEmpty else { return }
      try output.write(format.opening(between: seen))
    }
    let failure = Mutex<KataError?>(nil)
    let writing = Trace { message in
      failure.withLock { failure in
        guard failure == nil else { return }
        do throws(KataError) {
          try output.write(TextLayout.escapingControls(inLines: format.line(message)))
        } catch {
          failure = error
        }
      }
    }
    var shown: KataError?
    do throws(KataError) {
      _ = try await rows(through: architecture, repository, trace: writing)
    } catch {
      shown = error
    }
    // A write that failed is reported before what the screen showed.
    if let error = failure.withLock({ $0 }) ?? shown { throw error }
  }

  private static let rosterHint = "See 'kata scores --help' for the roster format."

  /// The input's name in messages.
  private var sourceName: String {
    source.flatMap { JSONRosterRepository($0).sourceName } ?? "the bundled roster"
  }

  /// The roster's records, read once into memory, or the error for the input itself.
  private func loadOnce() async throws(KataError) -> InMemoryRepository {
    do {
      let records =
        if let source { try await JSONRosterRepository(source).records() } else {
          try await BundledRosterRepository().records()
        }
      return InMemoryRepository(records)
    } catch {
      throw .reading(error, hint: Self.rosterHint)
    }
  }
}
