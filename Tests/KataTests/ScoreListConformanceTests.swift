import ConformanceCases
import KataRegistry
import RosterFiles
import ScoreBoard
import Synchronization
import Testing

@testable import KataDriver
@testable import KataShape

extension RosterCase: CustomTestStringConvertible {
  public var testDescription: String {
    if goesAwayWhileLoading || letGoWhileLoading { return "\(name) → only loading" }
    let last = reload.map { ($0.rows, $0.failure) } ?? (rows, failure)
    if let failure = last.1 { return "\(name) → failed: \(failure)" }
    return "\(name) → \(last.0?.count ?? 0) rows"
  }
}

/// The score list's shared suite: every architecture × every roster of `rosters.json`.
@Suite("Score list screen: identical rosters, identical screens", .timeLimit(.minutes(2)))
@MainActor
struct ScoreListConformanceTests {
  @Test(
    "shows loading, then exactly the expected state", arguments: Architecture.all, try RosterCase.builtIn())
  func showsExpectedState(architecture: Architecture, example: RosterCase) async {
    // The very run `kata check` makes.
    let shown = ShownStates()
    await Deadline.wait(for: "\(architecture.name) to load \(example.name)") {
      shown.states = await example.run(through: architecture)
    }
    #expect(shown.states == example.expectedStates)
  }

  @Test("every load whose outcome is shown expects either rows or a failure, not both")
  func casesAreWellFormed() throws {
    for example in try RosterCase.builtIn() {
      #expect(example.isWellFormed, "\(example.name)")
    }
  }

  @Test("shows the bundled roster: a dozen players, every level", arguments: Architecture.all)
  func showsBundledRoster(architecture: Architecture) async throws {
    let screen = architecture.makeScoreListScreen(
      service: RepositoryScoreService(repository: BundledRosterRepository()))
    try #require(
      await Deadline.wait(for: "\(architecture.name) to load the bundled roster") {
        await screen.load()
        await screen.settled()
      })
    guard case .rows(let rows) = try #require(screen.shownStates.last) else {
      Issue.record("expected rows, got \(screen.shownStates)")
      return
    }
    #expect(rows.count == 12)
    #expect(Set(rows.map(\.level)) == ["Beginner", "Intermediate", "Expert"])
    #expect(rows.first == ScoreListRow(name: "Ada Lovelace", level: "Expert"))
  }

  @Test("a failing repository gives the failed state", arguments: Architecture.all)
  func failingRepository(architecture: Architecture) async {
    let error = RosterError.unreadable(source: "roster.json", reason: "cannot be read (I/O error)")
    let service = RepositoryScoreService(repository: InMemoryRepository(failingWith: error))
    let screen = architecture.makeScoreListScreen(service: service)
    await Deadline.wait(for: "\(architecture.name) to load from a failing repository") {
      await screen.load()
      await screen.settled()
    }
    #expect(screen.shownStates == [.loading, .failed("roster.json: cannot be read (I/O error)")])
  }

  @Test(
    "a finished load keeps no request that holds its answer: the players are not kept twice",
    arguments: Architecture.all)
  func finishedRequestIsLetGo(architecture: Architecture) async {
    let service = RepositoryScoreService(repository: BundledRosterRepository())
    let screen = architecture.makeScoreListScreen(service: service)
    await Deadline.wait(for: "\(architecture.name) to load the bundled roster") {
      await screen.load()
      await screen.settled()
    }
    let kept = ObjectGraph(root: screen).nodes.flatMap { node in
      Mirror(reflecting: node.object).children.compactMap { child in
        Self.answeringTask(in: child.value).map { "\(node.typeName).\(child.label ?? "?"): \($0)" }
      }
    }
    #expect(kept == [], "a finished request is kept, and with it its answer")
  }

  /// The type of the task `value` holds, if it is a task (or an optional one, set) whose
  /// answer is a value: a task that answers nothing keeps nothing.
  private static func answeringTask(in value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { answeringTask(in: $0.value) }
    }
    let type = String(describing: Swift.type(of: value))
    return type.hasPrefix("Task<") && !type.hasPrefix("Task<(), ") ? type : nil
  }

  @Test("loading again shows loading again, then the new state", arguments: Architecture.all)
  func reloads(architecture: Architecture) async {
    let service = RepositoryScoreService(
      repository: InMemoryRepository([PlayerRecord(firstName: "A", lastName: "B", score: .integer(1))]))
    let screen = architecture.makeScoreListScreen(service: service)
    await Deadline.wait(for: "\(architecture.name) to load twice") {
      await screen.load()
      await screen.settled()
      await screen.load()
      await screen.settled()
    }
    let rows = ScoreListSnapshot.rows([ScoreListRow(name: "A B", level: "Beginner")])
    #expect(screen.shownStates == [.loading, rows, .loading, rows])
  }
}

/// The Model layer on its own: repository, service and the level rule.
@Suite("ScoreBoard: the shared Model layer", .timeLimit(.minutes(2)))
struct ScoreBoardTests {
  @Test(
    "the level rule of seed 003",
    arguments: zip(
      [Int.min, -1, 0, 40, 41, 70, 71, 100, 101, Int.max],
      [
        Level.beginner, .beginner, .beginner, .beginner, .intermediate, .intermediate, .expert, .expert,
        .expert, .expert,
      ]
    ))
  func level(score: Int, level: Level) {
    #expect(Level(score: score) == level)
  }

  @Test(
    "rejects rosters that are not JSON, saying where and what was found",
    arguments: [
      ("", "line 1, column 1: found the end of the text where a value should be"),
      ("nope", "line 1, column 1: found 'nope' where a value should be"),
      ("[", "line 1, column 2: found the end of the text where a value should be"),
      ("[{\"firstName\": \"A\",]", "line 1, column 20: found ']' where a name in double quotes should be"),
      ("\u{FEFF}x", "line 1, column 2: found 'x' where a value should be"),
      (
        "[{\"firstName\": \"A\", \"lastName\": \"B\", \"score\": 1,},]",
        "line 1, column 48: a comma before '}' (JSON allows no trailing comma)"
      ),
      ("[\n  {\"score\": 1}\n  ,]", "line 3, column 3: a comma before ']' (JSON allows no trailing comma)"),
    ])
  func rejectsNonJSON(text: String, reason: String) async {
    await #expect(throws: RosterFileError(.badData, source: "r.json", reason: "not valid JSON: \(reason)")) {
      try await JSONRosterRepository(.bytes(Array(text.utf8), name: "r.json")).records()
    }
  }

  @Test(
    "a roster that is JSON but no list of records is refused, naming the first wrong record",
    arguments: [
      ("null", "the roster is null, not a list of player records (a JSON array)"),
      ("{}", "the roster is an object, not a list of player records (a JSON array)"),
      (
        #"[{"firstName": "A", "lastName": "B", "score": 1}, 2, {"firstName": 3}, "x"]"#,
        "record 2 is 2, not an object with firstName, lastName and score"
      ),
      (
        #"[{"firstName": 1}, {"lastName": true}]"#,
        #"record 1: "firstName" is 1, not text"#
      ),
    ])
  func rejectsWrongRecords(text: String, reason: String) async {
    let error = await #expect(throws: RosterFileError.self) {
      try await JSONRosterRepository(.bytes(Array(text.utf8), name: "r.json")).records()
    }
    #expect(error?.kind == .badData)
    #expect(error?.description == "r.json: \(reason)")
  }

  @Test(
    "a roster file's failure reaches the Model as values: the input, and the record when one is wrong",
    arguments: [
      (
        #"[{"firstName": "A", "lastName": "B", "score": 1, "score": 2}]"#,
        RosterError.badRecord(source: "r.json", position: 1, problem: #""score" appears twice"#)
      ),
      (
        "null",
        RosterError.unreadable(
          source: "r.json", reason: "the roster is null, not a list of player records (a JSON array)")
      ),
    ])
  func fileFailureAsValues(text: String, error: RosterError) async {
    await #expect(throws: error) {
      try await JSONRosterRepository(.bytes(Array(text.utf8), name: "r.json")).fetchRecords()
    }
  }

  @Test("text that is not JSON is reported before a record that is wrong, wherever it is")
  func syntaxBeforeRecords() async {
    let text = #"[{"firstName": 7, "lastName": "B", "score": 1}, {"score": 01}]"#
    let error = await #expect(throws: RosterFileError.self) {
      try await JSONRosterRepository(.bytes(Array(text.utf8), name: nil)).records()
    }
    #expect(error?.reason.hasPrefix("not valid JSON: line 1, column 59: a number that starts with 0") == true)
  }

  @Test("a score of 1 followed by 1000 zeros does not fit Int, and the message stays short")
  func scoreOfAThousandZeros() async {
    let score = "1" + String(repeating: "0", count: 1000)
    let text = #"[{"firstName": "A", "lastName": "B", "score": \#(score)}]"#
    let service = RepositoryScoreService(
      repository: JSONRosterRepository(.bytes(Array(text.utf8), name: nil)))
    await #expect(
      throws: RosterError.badRecord(
        source: nil, position: 1,
        problem: "\"score\" is 10000000000000000000… (1001 characters), which does not fit Int")
    ) { try await service.loadPlayers() }
  }

  @Test("rejects bytes that are not UTF-8 as not JSON")
  func rejectsInvalidUTF8() async {
    await #expect(throws: RosterError.self) {
      try await JSONRosterRepository(.bytes([0x5B, 0xFF, 0xFE, 0x5D], name: nil)).fetchRecords()
    }
  }

  @Test("reads integer scores up to the edges of Int exactly")
  func readsIntEdges() async throws {
    let text = """
      [{"firstName": "Max", "lastName": "", "score": 9223372036854775807},
       {"firstName": "Min", "lastName": "", "score": -9223372036854775808}]
      """
    let players = try await RepositoryScoreService(
      repository: JSONRosterRepository(.bytes(Array(text.utf8), name: nil))
    )
    .loadPlayers()
    #expect(players.map(\.score) == [.max, .min])
  }

  @Test("a score one past Int is not an integer that fits Int")
  func rejectsScorePastInt() async {
    let text = #"[{"firstName": "A", "lastName": "B", "score": 9223372036854775808}]"#
    let service = RepositoryScoreService(
      repository: JSONRosterRepository(.bytes(Array(text.utf8), name: nil)))
    await #expect(throws: RosterError.self) { try await service.loadPlayers() }
  }

  @Test("a file that does not exist cannot be opened")
  func missingFile() async {
    await #expect(
      throws: RosterFileError(
        .cannotOpen, source: "/no/such/roster.json", reason: "cannot be opened (No such file or directory)")
    ) {
      try await JSONRosterRepository(.file("/no/such/roster.json")).records()
    }
  }

  @Test("a directory cannot be opened as a roster")
  func directory() async {
    await #expect(
      throws: RosterFileError(.cannotOpen, source: "/", reason: "cannot be opened (it is a directory)")
    ) {
      try await JSONRosterRepository(.file("/")).records()
    }
  }

  @Test("the service keeps the repository's order")
  func keepsOrder() async throws {
    let records = (1...5).reversed().map {
      PlayerRecord(firstName: "P\($0)", lastName: "", score: .integer($0))
    }
    let players = try await RepositoryScoreService(repository: InMemoryRepository(records)).loadPlayers()
    #expect(players.map(\.firstName) == ["P5", "P4", "P3", "P2", "P1"])
  }
}

/// What a screen showed, kept on the main actor for a test that waits for it with a deadline.
@MainActor
private final class ShownStates {
  var states: [ScoreListSnapshot]?
}

/// Where the service's work runs.
@Suite("ScoreBoard: the service's work leaves the main actor", .timeLimit(.minutes(2)))
@MainActor
struct ServiceIsolationTests {
  /// A repository that notes on which actor it was read. It reads on its caller's actor, as a
  /// plain `async` method does once `NonisolatedNonsendingByDefault` is on: so it reads where
  /// the service's work runs. Built with that setting, `ScoreBoard`'s service passes this test
  /// only because its method is `@concurrent`.
  private final class IsolationNotingRepository: PlayerRepository {
    private let readOnMainActor = Mutex<[Bool]>([])

    var reads: [Bool] { readOnMainActor.withLock { $0 } }

    nonisolated(nonsending) func fetchRecords() async throws(RosterError) -> [PlayerRecord] {
      let onMainActor = #isolation === MainActor.shared
      readOnMainActor.withLock { $0.append(onMainActor) }
      return [PlayerRecord(firstName: "A", lastName: "B", score: .integer(1))]
    }
  }

  /// Asked through the protocol (whose requirement is `@concurrent`) and on the service's own
  /// type, which a screen may hold: CI runs it with the lessons and `ScoreBoard` built as a new
  /// target of 2026 builds them (`--traits ApproachableConcurrency`), where a plain `async`
  /// method would stay on the main actor.
  @Test("a load asked for on the main actor reads and checks the roster off it")
  func loadRunsOffTheMainActor() async throws {
    let repository = IsolationNotingRepository()
    let service = RepositoryScoreService(repository: repository)
    let seam: any ScoreService = service
    _ = try await seam.loadPlayers()
    _ = try await service.loadPlayers()
    #expect(repository.reads == [false, false])
  }
}
