import KataDriver
import KataPlay
import ScoreBoard
import Synchronization
import Testing

/// The score list page as a pure core, over the real lanes, with loads the test answers.
@Suite("Play: the score list page", .timeLimit(.minutes(1)))
@MainActor
struct ScoreListPageTests {
  static let ada = Player(firstName: "Ada", lastName: "Lovelace", score: 98)
  static let ben = Player(firstName: "Ben", lastName: "", score: 41)
  static let rowsAda = ScoreListScreenState.rows([ScoreListRow(name: "Ada Lovelace", level: "Expert")])
  static let rowsBen = ScoreListScreenState.rows([ScoreListRow(name: "Ben", level: "Intermediate")])

  /// The lanes these tests lay out: the first three lessons. (The Observation lesson's lane
  /// loads like the MVVM one; LaneTests and the end-to-end test run it on this page.)
  static let architectures = Array(Architecture.lessons.prefix(3))

  /// The page over the three lessons, started, with their first loads begun.
  static func startedPage(_ service: GatedScoreService) async -> (ScoreListPage, Refreshes) {
    let page = ScoreListPage(architectures: architectures, service: service)
    let refreshes = Refreshes()
    page.start(refresh: refreshes.note)
    await service.waitForCalls(architectures.count)
    return (page, refreshes)
  }

  static func states(of page: ScoreListPage) -> [ScoreListScreenState?] {
    architectures.map { page.state(of: $0.name) }
  }

  /// Where `word` stands on its own in `line`, in columns (ASCII here), or -1.
  static func column(of word: String, in line: [Character]) -> Int {
    let word = Array(word)
    for start in line.indices where line[start...].starts(with: word) {
      let before = start == 0 ? " " : line[start - 1]
      let after = start + word.count < line.count ? line[start + word.count] : " "
      if (before == " " || before == ">") && after == " " { return start }
    }
    return -1
  }

  @Test("each list shows loading until its load answers, then its rows; the page was asked to redraw")
  func loadingThenRows() async {
    let service = GatedScoreService()
    let (page, refreshes) = await Self.startedPage(service)
    #expect(Self.states(of: page) == Array(repeating: .loading, count: 3))
    #expect(page.frame(size: .standard).lines[3] == " Loading…   Loading…   Loading…")
    #expect(refreshes.count > 0, "loading shows at once, before any answer")
    for call in 0..<3 { service.answer(call, with: .success([Self.ada])) }
    await page.settle()
    #expect(Self.states(of: page) == Array(repeating: Self.rowsAda, count: 3))
  }

  /// The lanes' loads begin concurrently, in no fixed order, so which lane gets which answer
  /// is read back from the states. The three answers differ, so a list drawn under another
  /// lane's name cannot pass.
  @Test("an empty roster, a failed load and rows show as such, each under its own lane")
  func emptyAndFailed() async {
    let service = GatedScoreService()
    let (page, _) = await Self.startedPage(service)
    service.answer(0, with: .success([]))
    service.answer(1, with: .failure(RosterError(.badData, reason: "record 2: missing \"score\"")))
    service.answer(2, with: .success([Self.ada]))
    await page.settle()
    let failed = ScoreListScreenState.failed("record 2: missing \"score\"")
    let shown: [(state: ScoreListScreenState, text: String)] = [
      (.empty, "No players."), (failed, "Failed: record 2: missing \"score\""),
      (Self.rowsAda, "Ada Lovelace  Expert"),
    ]
    let states = Self.states(of: page)
    let reached = shown.map { answer in states.count { $0 == answer.state } }
    #expect(reached == [1, 1, 1], "each answer reached one lane: \(states)")
    let lines = page.frame(size: TerminalSize(rows: 30, columns: 120)).lines
    let header = Array(lines[2])
    for (lane, state) in zip(Self.architectures, states) {
      // A lane's list starts one column left of its name, under the selection mark.
      let column = Self.column(of: lane.name, in: header)
      #expect(column > 0, "no header for \(lane.name): \(lines[2])")
      let list = lines[3].dropFirst(max(column - 1, 0))
      let text = shown.first { $0.state == state }?.text ?? "?"
      #expect(list.hasPrefix(text), "\(lane.name): \(lines[2]) / \(lines[3])")
    }
  }

  /// The new load answers first and shows; only then does the old one answer. Were the old
  /// screen still wired to the page (one screen reused for every load), its late answer
  /// would replace the new one.
  @Test("a reload during a load restarts it, and the old load's answer never reaches the screen")
  func reloadDropsTheOldResult() async {
    let service = GatedScoreService()
    let (page, refreshes) = await Self.startedPage(service)
    #expect(page.handle(.text("r")) == .carryOn)
    await service.waitForCalls(6)
    #expect(Self.states(of: page) == Array(repeating: .loading, count: 3))
    for call in 3..<6 { service.answer(call, with: .success([Self.ben])) }
    await refreshes.waitUntil { Self.states(of: page) == Array(repeating: Self.rowsBen, count: 3) }
    for call in 0..<3 { service.answer(call, with: .success([Self.ada])) }
    await page.settle()
    #expect(Self.states(of: page) == Array(repeating: Self.rowsBen, count: 3))
    let pane = page.frame(size: TerminalSize(rows: 60, columns: 80)).lines.drop { !$0.contains("messages") }
    #expect(pane.filter { $0.contains("loadPlayers()") }.count == 1, "one load in the pane: the new one")
    #expect(pane.contains(" Service -> Controller: returns 1 player"))
  }

  @Test("side by side while they fit; otherwise the one picked with Up and Down")
  func sideBySideOrOne() async {
    let service = GatedScoreService()
    let (page, _) = await Self.startedPage(service)
    for call in 0..<3 { service.answer(call, with: .success([Self.ada, Self.ben])) }
    await page.settle()
    let wide = page.frame(size: TerminalSize(rows: 24, columns: 120)).lines
    #expect(wide[2] == " >mvc                          mvp                          mvvm")
    #expect(wide[3] == " Ada Lovelace  Expert         Ada Lovelace  Expert         Ada Lovelace  Expert")
    #expect(
      wide[4] == " Ben           Intermediate   Ben           Intermediate   Ben           Intermediate")
    #expect(page.handle(.down) == .carryOn)
    let narrow = page.frame(size: TerminalSize(rows: 24, columns: 40)).lines
    #expect(narrow[2] == "  mvc  >mvp   mvvm")
    #expect(narrow[3...4] == [" Ada Lovelace  Expert", " Ben           Intermediate"])
    #expect(narrow[6] == " mvp: the messages of the last load")
  }

  @Test("keys are answered while a load is under way")
  func keysDuringLoad() async {
    let service = GatedScoreService()
    let (page, _) = await Self.startedPage(service)
    #expect(page.handle(.down) == .carryOn)
    #expect(page.selected == 1)
    #expect(page.handle(.escape) == .quit)
    for call in 0..<3 { service.answer(call, with: .success([])) }
    await page.settle()
  }
}

/// Counts the page's requests to be drawn again, and lets a test wait for a condition that
/// one of them brings about.
final class Refreshes: Sendable {
  private let counter = Mutex(0)
  private let (stream, continuation) = AsyncStream.makeStream(of: Void.self)

  var count: Int { counter.withLock { $0 } }

  var note: @Sendable () -> Void {
    { [self] in
      counter.withLock { $0 += 1 }
      continuation.yield()
    }
  }

  /// Waits for refreshes until `condition` holds.
  @MainActor
  func waitUntil(_ condition: @MainActor () -> Bool) async {
    var iterator = stream.makeAsyncIterator()
    while !condition() {
      _ = await iterator.next()
    }
  }
}
