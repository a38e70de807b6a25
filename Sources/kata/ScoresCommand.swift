import KataDriver
import ScoreBoard

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
  /// Memory stays within a few times the roster's size, however many architectures run:
  /// each one's screen is let go before the next is built, and its rows go out (or wait,
  /// see ``ScoreTable``) as soon as it shows them.
  @MainActor
  func run(output: TextOutput) async throws(KataError) {
    // Read the input once: standard input cannot be read twice, and every architecture
    // must see the same roster.
    let repository = try await loadOnce()
    var table = ScoreTable(format: format, labelled: architectures.count > 1, waitsForTheEnd: trace != nil)
    for architecture in architectures {
      try await show(through: architecture, repository, into: &table, output: output)
    }
    try table.finish(to: output)
  }

  /// Loads `repository` into a fresh screen of `architecture`, and adds what it shows to `table`.
  @MainActor
  private func show(
    through architecture: Architecture, _ repository: InMemoryRepository, into table: inout ScoreTable,
    output: TextOutput
  ) async throws(KataError) {
    let recorder = trace.map { _ in Trace() }
    let service = RepositoryScoreService(repository: repository)
    let screen = architecture.makeScoreListScreen(service: service, trace: recorder)
    await screen.load()
    await screen.settled()
    if let trace, let recorder {
      try output.write(TextLayout.escapingControls(inLines: trace.render(recorder.takeMessages())))
    }
    switch screen.shownStates.last {
    case .rows(let rows): try table.add(rows, of: architecture.name, to: output)
    case .empty: try table.add([], of: architecture.name, to: output)
    case .failed(let message):
      throw .data("\(sourceName): \(message)", hint: Self.rosterHint)
    case .loading, nil: throw .data("the score list did not finish loading")
    }
  }

  private static let rosterHint = "See 'kata scores --help' for the roster format."

  /// The input's name in messages.
  private var sourceName: String {
    source.flatMap { JSONRosterRepository($0).sourceName } ?? "the bundled roster"
  }

  /// The roster's records, read once into memory, or the error for the input itself.
  private func loadOnce() async throws(KataError) -> InMemoryRepository {
    let repository: any PlayerRepository = source.map(JSONRosterRepository.init) ?? BundledRosterRepository()
    do {
      return InMemoryRepository(try await repository.fetchRecords())
    } catch {
      throw .reading(error, hint: Self.rosterHint)
    }
  }
}
