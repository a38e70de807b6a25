import ConformanceCases
import KataTracing

/// `kata check`'s engine: every case through every chosen architecture, with the same
/// per-case runs the suite makes.
public enum ConformanceCheck {
  /// One case through one architecture.
  public struct Result: Sendable, Equatable {
    /// The architecture's name.
    public var architecture: String
    /// Which screen the case is for: `calculator` or `score list`.
    public var screen: String
    /// The case's name.
    public var caseName: String
    /// What the screen must show, as a person reads it.
    public var expected: String
    /// What it showed.
    public var actual: String
    /// Whether it showed exactly what it must.
    public var passed: Bool
    /// What the driver found beyond what a score list showed (a load that never returned, one
    /// that went on after its screen went), as verdicts, not as the words `actual` shows them in.
    public var verdicts: [RosterVerdict]

    public init(
      architecture: String, screen: String, caseName: String, expected: String, actual: String, passed: Bool,
      verdicts: [RosterVerdict] = []
    ) {
      self.architecture = architecture
      self.screen = screen
      self.caseName = caseName
      self.expected = expected
      self.actual = actual
      self.passed = passed
      self.verdicts = verdicts
    }
  }

  /// Runs `cases` through `architectures`: case by case, each case through every
  /// architecture in turn, so that a difference between architectures sits on adjacent rows.
  @MainActor
  public static func run(_ cases: CaseCollection, through architectures: [Architecture]) async -> [Result] {
    var results: [Result] = []
    results.reserveCapacity(cases.count * architectures.count)
    await run(cases, through: architectures) { results.append($0) }
    return results
  }

  /// How many calculator screens are built and settle together, at most.
  static let calculatorBatch = 256

  /// Runs `cases` through `architectures` in the same order, handing each result to `body`
  /// and keeping none, so that a file of millions of cases costs one result at a time.
  ///
  /// `knownToPass[n]`, when given, says that the `n`th result passed in an earlier run: it is
  /// not run again, and comes back showing what was expected. A report that must count before
  /// it prints runs once to count, then again with what it learned, and only runs the
  /// failures twice.
  ///
  /// Once one of an architecture's score list cases has a load that never returned, its later
  /// score list cases are not run: each would wait the driver's whole patience for a screen
  /// known not to answer, and each fails, saying so. `unanswered` keeps that across runs: a
  /// report that runs twice hands both runs the same one.
  @MainActor
  public static func run<Failure: Error>(
    _ cases: CaseCollection, through architectures: [Architecture], knownToPass: [Bool] = [],
    unanswered: Unanswered = Unanswered(), _ body: (Result) throws(Failure) -> Void
  ) async throws(Failure) {
    var position = 0
    /// Whether the result at `position` is known to pass, moving on to the next.
    func isKnownToPass() -> Bool {
      defer { position += 1 }
      return position < knownToPass.count && knownToPass[position]
    }
    // A batch of calculator cases at a time, each on a fresh screen per architecture, the
    // screens of a batch settling together.
    let batchSize = max(1, calculatorBatch / max(1, architectures.count))
    for start in stride(from: 0, to: cases.calculator.count, by: batchSize) {
      let runs = cases.calculator[start..<min(start + batchSize, cases.calculator.count)].flatMap { example in
        architectures.map { (example: example, architecture: $0) }
      }
      var actuals = runs.map(\.example.expected)
      let toRun = runs.indices.filter { _ in !isKnownToPass() }
      let shown = await CalculatorCase.run(toRun.map { runs[$0] })
      for (index, text) in zip(toRun, shown) { actuals[index] = text }
      for (run, actual) in zip(runs, actuals) {
        try body(
          Result(
            architecture: run.architecture.name, screen: "calculator", caseName: run.example.name,
            expected: run.example.expected, actual: actual, passed: actual == run.example.expected))
      }
    }
    for (index, example) in cases.rosters.enumerated() {
      let expected = example.expectedStates
      let expectedText = describe(expected)
      for architecture in architectures {
        var run = RosterRun(shown: expected)
        if isKnownToPass() {
          // Known to pass: what was expected, and nothing found beyond it.
        } else if let kept = unanswered.run(byCase: index, of: architecture.name) {
          run = kept
        } else {
          run = await example.judged(through: architecture)
          if run.stalled { unanswered.note(run, byCase: index, of: architecture.name) }
        }
        let actual = run.states
        // A long list is shown from its first row that differs, in both.
        let from = actual == expected ? 0 : firstDifferentRow(expected, actual)
        try body(
          Result(
            architecture: architecture.name, screen: "score list", caseName: example.name,
            expected: from == 0 ? expectedText : describe(expected, fromRow: from),
            actual: actual == expected ? expectedText : describe(actual, fromRow: from),
            passed: actual == expected, verdicts: run.verdicts))
      }
    }
  }

  /// The score list cases whose loads never returned, by architecture: what each showed. A
  /// screen that stalls in one case (an abandoned refresh) may answer every other, and they
  /// run; once two of an architecture's cases have stalled, its later ones are not run.
  @MainActor
  public final class Unanswered {
    private var stalls: [String: [Int: RosterRun]] = [:]
    /// How many of an architecture's cases may stall before the later ones are not run.
    static let stallsBeforeGivingUp = 2

    public init() {}

    /// The run of case `index` of `architecture` without running it: the one that stalled, or
    /// one not run; `nil` when it is to be run.
    func run(byCase index: Int, of architecture: String) -> RosterRun? {
      guard let stalled = stalls[architecture] else { return nil }
      if let shown = stalled[index] { return shown }
      let stalledCases = stalled.keys.sorted()
      guard stalledCases.count >= Self.stallsBeforeGivingUp,
        index > stalledCases[Self.stallsBeforeGivingUp - 1]
      else { return nil }
      return .notRun
    }

    /// Notes that case `index` of `architecture` stalled in `run`.
    func note(_ run: RosterRun, byCase index: Int, of architecture: String) {
      stalls[architecture, default: [:]][index] = run
    }
  }

  /// How many rows of a list a description shows: a roster of a hundred thousand players is
  /// described by a few rows and its count, not by megabytes of text.
  static let describedRows = 10

  /// States as a person reads them, after the loading state that every load starts with:
  /// `Ada Forty (Beginner), Ben Cole (Expert)`. A screen that shows something other than
  /// loading first says so. A list longer than ``describedRows`` shows that many rows, from
  /// `fromRow` (counting from 0), and how many it has.
  static func describe(_ states: [ScoreListSnapshot], fromRow: Int = 0) -> String {
    guard let first = states.first else { return "nothing shown" }
    let afterLoading = first == .loading ? states.dropFirst() : states[...]
    let shown = afterLoading.map { state in
      guard case .rows(let rows) = state, rows.count > describedRows else { return state.description }
      let start = min(fromRow, rows.count - describedRows)
      let window = ScoreListSnapshot.rows(Array(rows[start..<start + describedRows])).description
      let end = start + describedRows == rows.count ? "" : ", …"
      return (start == 0 ? "" : "… row \(start + 1): ") + window + end
        + " (\(Trace.counted(rows.count, "row")))"
    }
    let text = shown.isEmpty ? "only loading" : shown.joined(separator: " → ")
    return first == .loading ? text : "no loading first: \(text)"
  }

  /// The first row at which a list in `expected` and the list in the same place in `actual`
  /// differ; 0 if none does.
  static func firstDifferentRow(_ expected: [ScoreListSnapshot], _ actual: [ScoreListSnapshot]) -> Int {
    for case (.rows(let wanted), .rows(let shown)) in zip(expected, actual) where wanted != shown {
      let common = min(wanted.count, shown.count)
      return (0..<common).first { wanted[$0] != shown[$0] } ?? common
    }
    return 0
  }
}
