import BoundedInput
import Foundation
import KataDriver
import KataPlay
import KataTracing
import ScoreBoard
import Synchronization
import TerminalText
import Testing

@testable import KataTests

/// The score list page as a pure core, over the real lanes, with loads the test answers.
@Suite("Play: the score list page", .timeLimit(.minutes(1)))
@MainActor
struct ScoreListPageTests {
  nonisolated static let ada = Player(firstName: "Ada", lastName: "Lovelace", score: 98)
  static let ben = Player(firstName: "Ben", lastName: "", score: 41)
  nonisolated static let rowsAda = ScoreListSnapshot.rows([
    ScoreListRow(name: "Ada Lovelace", level: "Expert")
  ])
  static let rowsBen = ScoreListSnapshot.rows([ScoreListRow(name: "Ben", level: "Intermediate")])

  /// The lanes these tests lay out: the first three lessons. (The Observation lesson's lane
  /// loads like the MVVM one; LaneTests and the end-to-end test run it on this page.)
  static let architectures = Array(Architecture.lessons.prefix(3))

  /// The page over the three lessons, started, with their first loads begun.
  static func startedPage(_ service: GatedScoreService) async -> (ScoreListPage, Refreshes) {
    let page = ScoreListPage(architectures: architectures, service: service)
    let refreshes = Refreshes()
    page.start(refresh: refreshes.note)
    await Deadline.wait(for: "every lane's load to begin") {
      await service.waitForCalls(architectures.count)
    }
    return (page, refreshes)
  }

  static func states(of page: ScoreListPage) -> [ScoreListSnapshot?] {
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
    await Deadline.wait(for: "every load to end") { await page.settle() }
    #expect(Self.states(of: page) == Array(repeating: Self.rowsAda, count: 3))
  }

  @Test(
    "keys are answered while more lists load than there are cores, each load holding its thread as a big roster's read and decode do"
  )
  nonisolated func loadsLeaveThePoolFree() async {
    let service = ThreadHoldingScoreService(answering: [Self.ada])
    // The pool that runs tasks has a thread per core: more loads than that, had they held
    // its threads, would leave none for anything else, the keys' way to the page among it.
    // A page loads its lists one at a time, so there is a page more than there are cores.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let pages = await MainActor.run {
      (0...cores).map { _ in
        ScoreListPage(architectures: Self.architectures, service: service)
      }
    }
    await MainActor.run { for page in pages { page.start(refresh: {}) } }
    // Waited for on a thread of its own: a wait on the pool would be one of its threads held.
    let (begun, answered) = await withCheckedContinuation { continuation in
      Thread {
        let begun = (0..<cores).allSatisfy { _ in Deadline.signalled(service.begun, naps: 4_500) }
        let ran = DispatchSemaphore(value: 0)
        Task.detached { ran.signal() }
        let answered = Deadline.signalled(ran, naps: 300)
        service.release()
        continuation.resume(returning: (begun, answered))
      }.start()
    }
    #expect(begun, "the loads did not begin")
    #expect(
      answered,
      "while \(cores) loads held their threads, no task could start: a load must do its work off the pool, on a queue of its own (LoadQueue), or keys wait for it"
    )
    await Deadline.wait(for: "every load to end") { for page in pages { await page.settle() } }
    let states = await MainActor.run { pages.flatMap(Self.states(of:)) }
    #expect(states == Array(repeating: Self.rowsAda, count: states.count))
  }

  @Test(
    "a load that a reload replaced while it waited its turn is never read: only the one under way and the new ones are"
  )
  func replacedLoadsAreNotRead() async {
    let service = ThreadHoldingScoreService(answering: [Self.ada])
    let page = ScoreListPage(architectures: Self.architectures, service: service)
    page.start(refresh: {})
    // One list's load holds the page's queue; the others wait their turn behind it.
    let begun = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: Deadline.signalled(service.begun, naps: 4_500)) }.start()
    }
    #expect(begun, "no load began")
    #expect(page.handle(.text("r")) == .carryOn)
    service.release()
    await Deadline.wait(for: "every load to end") { await page.settle() }
    #expect(
      service.loads == 1 + Self.architectures.count,
      "\(service.loads) loads were read: the \(Self.architectures.count - 1) replaced while they waited must not be"
    )
    #expect(Self.states(of: page) == Array(repeating: Self.rowsAda, count: Self.architectures.count))
  }

  /// The lanes' loads begin concurrently, in no fixed order, so which lane gets which answer
  /// is read back from the states. The three answers differ, so a list drawn under another
  /// lane's name cannot pass.
  @Test("an empty roster, a failed load and rows show as such, each under its own lane")
  func emptyAndFailed() async {
    let service = GatedScoreService()
    let (page, _) = await Self.startedPage(service)
    service.answer(0, with: .success([]))
    service.answer(
      1, with: .failure(RosterError.badRecord(source: nil, position: 2, problem: "missing \"score\"")))
    service.answer(2, with: .success([Self.ada]))
    await Deadline.wait(for: "every load to end") { await page.settle() }
    let failed = ScoreListSnapshot.failed("record 2: missing \"score\"")
    let shown: [(state: ScoreListSnapshot, text: String)] = [
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
    await Deadline.wait(for: "the reload's loads to begin") { await service.waitForCalls(6) }
    #expect(Self.states(of: page) == Array(repeating: .loading, count: 3))
    for call in 3..<6 { service.answer(call, with: .success([Self.ben])) }
    await Deadline.wait(for: "the new load's rows in every list") {
      await refreshes.waitUntil { Self.states(of: page) == Array(repeating: Self.rowsBen, count: 3) }
    }
    for call in 0..<3 { service.answer(call, with: .success([Self.ada])) }
    await Deadline.wait(for: "every load to end") { await page.settle() }
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
    await Deadline.wait(for: "every load to end") { await page.settle() }
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

  @Test("the pane counts every message of the last load it did not keep or show, and starts again on reload")
  func paneCountsTheLastLoad() async {
    // Each take hands 600 messages and says 7 more were not kept: the page keeps 1,000.
    let message = Trace.Message(.view, to: .model, "m")
    var lanes: [FixedScoreListLane] = []
    let page = await Self.loadedPage(
      FixedLanes(),
      [
        (
          "only",
          { _ in
            let lane = FixedScoreListLane(
              showing: .empty, eachTake: Trace.Kept(Array(repeating: message, count: 600), more: 7))
            lanes.append(lane)
            return lane
          }
        )
      ])
    for load in 1...2 {
      if load == 2 {
        #expect(page.handle(.text("r")) == .carryOn)
        await Deadline.wait(for: "the reload to end") { await page.settle() }
      }
      let lines = page.frame(size: .standard).lines
      let shown = lines.filter { $0 == " View -> Model: m" }.count
      let note = lines.first { $0.hasPrefix(" … and ") }
      let hidden = note.flatMap { Int($0.dropFirst(" … and ".count).prefix { $0.isNumber }) }
      let given = (lanes.last?.takes ?? 0) * 607
      #expect(
        shown > 0 && hidden.map { $0 + shown } == given, "load \(load): \(note ?? "no note"), \(shown) shown")
    }
  }

  /// A page over fixed lanes, loaded: each lane shows its state.
  static func loadedPage(_ lanes: FixedLanes, _ makers: [(name: String, make: ScoreListPage.LaneMaker)])
    async -> ScoreListPage
  {
    let page = ScoreListPage(lanes: makers, service: GatedScoreService())
    page.start {}
    await Deadline.wait(for: "every load to end") { await page.settle() }
    return page
  }

  /// `count` players, `player 1`, then `player 2` for every other one, each at level `Expert`
  /// (the same name again and again costs a large list no time to build).
  static func rows(_ count: Int) -> ScoreListSnapshot {
    var rows = Array(repeating: ScoreListRow(name: "player 2", level: "Expert"), count: count)
    rows[0].name = "player 1"
    return .rows(rows)
  }

  /// Twelve players and two million, in a window that shows eight rows of either: a key that
  /// moves the selection formats the rows that show and writes the same bytes, whichever
  /// the list. A page that formatted every row on every key (a second per key at 200,000
  /// players) fails on the count; the count is measured, never the time.
  @Test("a key formats and writes the same rows with two million players as with twelve")
  func keyCostIsBoundedByTheScreen() async {
    let size = TerminalSize(rows: 14, columns: 80)
    var costs: [(formatted: Int, bytes: Int)] = []
    for count in [12, 2_000_000] {
      let lanes = FixedLanes()
      let page = await Self.loadedPage(
        lanes, [lanes.maker("first", showing: Self.rows(count)), lanes.maker("second", showing: .empty)])
      var renderer = FrameRenderer()
      _ = renderer.render(page.frame(size: size))
      let before = page.rowsFormatted
      #expect(page.handle(.down) == .carryOn)
      let bytes = renderer.render(page.frame(size: size)).count
      costs.append((page.rowsFormatted - before, bytes))
      #expect(page.frame(size: size).lines[11].hasPrefix(" … and \(count - 8) more"), "\(count) players")
    }
    #expect(
      costs[0].formatted == costs[1].formatted, "rows formatted for one key: 12 players, then 2 million")
    #expect(costs[0].formatted <= size.rows)
    #expect(costs[0].bytes == costs[1].bytes, "bytes written for one key: 12 players, then 2 million")
  }

  @Test("rows that do not fit end in a note of how many players are left out")
  func moreRows() async {
    let lanes = FixedLanes()
    let page = await Self.loadedPage(lanes, [lanes.maker("only", showing: Self.rows(12))])
    let lines = page.frame(size: TerminalSize(rows: 12, columns: 80)).lines
    #expect(
      Array(lines[3...9]) == [" player 1  Expert"] + Array(repeating: " player 2  Expert", count: 5) + [
        " … and 6 more"
      ])
  }

  @Test("a failure message is escaped, then wrapped: no word is lost to an escaped control")
  func failureWrapsEscaped() async {
    let message = "record 2:\u{1B}[31m \"name\" holds\u{07} a bell and colour codes that must not vanish"
    let lanes = FixedLanes()
    let page = await Self.loadedPage(lanes, [lanes.maker("only", showing: .failed(message))])
    let lines = page.frame(size: TerminalSize(rows: 20, columns: 42)).lines[3...]
    let shown = lines.prefix { !$0.isEmpty }.joined().filter { $0 != " " }
    #expect(shown == "Failed: \(message.escapingControls())".filter { $0 != " " })
    #expect(shown.contains(#"holds\u{07}"#))
  }

  @Test("lists that exactly fit the width are shown side by side; one column less, one at a time")
  func exactFit() async {
    let lanes = FixedLanes()
    // Each list is 20 columns wide ("player 1  Expert" is 16; the widest row here 17).
    let state = ScoreListSnapshot.rows([ScoreListRow(name: "a name of twelve", level: "Lv")])
    let page = await Self.loadedPage(
      lanes, [lanes.maker("one", showing: state), lanes.maker("two", showing: state)])
    let width = DisplayWidth.columns(of: "a name of twelve  Lv")
    let exact = TerminalSize(rows: 12, columns: 2 * width + 3 + 2)
    #expect(page.frame(size: exact).lines[3] == " a name of twelve  Lv   a name of twelve  Lv")
    let narrower = TerminalSize(rows: 12, columns: exact.columns - 1)
    #expect(page.frame(size: narrower).lines[3] == " a name of twelve  Lv")
  }

  @Test("r and R reload every list, each on a fresh screen; other letters do not")
  func reloadKeys() async {
    let lanes = FixedLanes()
    let page = await Self.loadedPage(
      lanes, [lanes.maker("one", showing: .empty), lanes.maker("two", showing: .empty)])
    #expect(lanes.made == 2)
    for (key, made) in [("r", 4), ("R", 6), ("x", 6), ("rr", 8)] {
      #expect(page.handle(.text(key)) == .carryOn)
      #expect(lanes.made == made, "after \(key)")
    }
    await Deadline.wait(for: "every load to end") { await page.settle() }
  }

  @Test("keys are answered while a load is under way")
  func keysDuringLoad() async {
    let service = GatedScoreService()
    let (page, _) = await Self.startedPage(service)
    #expect(page.handle(.down) == .carryOn)
    #expect(page.selected == 1)
    #expect(page.handle(.escape) == .quit)
    for call in 0..<3 { service.answer(call, with: .success([])) }
    await Deadline.wait(for: "every load to end") { await page.settle() }
  }

  /// A roster file that has become a FIFO is opened again on each reload: an open that waited
  /// for a writer would hold a thread of the pool, and with every lane reloading, every one.
  @Test("a roster path that is a FIFO with no writer opens at once, as a stream; it reads once written")
  func rosterFIFOOpensAtOnce() async throws {
    let path = try PlayEndToEndTests.makeFIFO()
    defer { unlink(path) }
    let opened = Deadline.onThread(
      for: "opening a FIFO that has no writer: it must not wait for one (open it non-blocking)"
    ) { () -> StreamRosterRepository? in
      guard case .stream(let stream) = try? StreamRosterRepository.open(FilePath(path)) else { return nil }
      return stream
    }
    guard let opened else { return }
    let stream = try #require(opened, "a FIFO opens as a stream, read once and kept")
    try PlayEndToEndTests.write(PlayEndToEndTests.roster, toFIFO: path)
    await Deadline.wait(for: "the roster written into the FIFO") {
      #expect((try? await stream.fetchRecords())?.map(\.firstName) == ["Ada"])
    }
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
