import KataDriver
import KataTracing
import ScoreBoard
import Synchronization
import TerminalText

/// The score list page: each architecture's list (loading, its rows, empty, or failed), side
/// by side while they fit in the width, otherwise the one picked with Up/Down; and the picked
/// architecture's messages of its last load.
///
/// **Reloading.** `r` loads every list again, at once, even while a load is under way. Each
/// load gets a fresh screen, built by the lane's maker, and the page only ever reads the
/// newest one; the old load's task is cancelled, the old screen is dropped (each lesson then
/// cancels its request as the screen goes: a slow roster stops waiting, and its answer is
/// dropped), and a load that has not begun its work is marked replaced, so that it reads
/// nothing. So the old result has nowhere to go twice over. A new screen per load is also what an app does
/// when a screen is opened again.
@MainActor
public final class ScoreListPage: PlaygroundPage {
  /// Builds one architecture's score list screen over a service.
  public typealias LaneMaker = @MainActor (any ScoreService) -> any ScoreListLane

  private struct Slot {
    let name: String
    let make: LaneMaker
    var lane: (any ScoreListLane)?
    var load: Task<Void, Never>?
    /// Marks the load under way as replaced, so that its work is not done if not begun.
    var replaced: Replacement?
    var messages: [Trace.Message] = []
    /// How many messages of the last load came after those kept.
    var moreMessages = 0
  }

  /// The most messages the page keeps of a list's load: many more than its pane can show. An
  /// MVC table asks its data source twice for every row, so a roster of a hundred thousand
  /// players would otherwise keep 200,000 messages to say "and 199,990 more".
  public static let keptMessages = 1_000

  private var slots: [Slot]
  private let service: any ScoreService
  private var refresh: @Sendable () -> Void = {}
  /// Every load under way, old ones included, so that ``settle()`` can wait for them.
  private var loads: [Int: Task<Void, Never>] = [:]
  private var nextLoad = 0
  /// Where every list's load does its work, one load at a time (see ``LoadQueue``).
  private let loadQueue = LoadQueue()
  /// The architecture shown when they do not fit side by side, and whose messages the pane shows.
  public private(set) var selected = 0
  /// How many list rows the page has formatted since it was made. A frame formats only the
  /// rows that can show (and aligns the names among them), so a key costs the same with two
  /// million players as with twelve; a test holds it to that.
  public private(set) var rowsFormatted = 0

  /// A page over the lanes that `makers` build, each loading from `service`.
  public init(lanes makers: [(name: String, make: LaneMaker)], service: any ScoreService) {
    slots = makers.map { Slot(name: $0.name, make: $0.make) }
    self.service = service
  }

  public func start(refresh: @escaping @Sendable () -> Void) {
    self.refresh = refresh
    reload()
  }

  public func handle(_ key: Key) -> KeyOutcome {
    switch key {
    case .escape, .interrupt: return .quit
    case .up: selected = slots.isEmpty ? 0 : (selected + slots.count - 1) % slots.count
    case .down: selected = slots.isEmpty ? 0 : (selected + 1) % slots.count
    case .text(let text) where text.lowercased().allSatisfy({ $0 == "r" }): reload()
    default: break
    }
    return .carryOn
  }

  /// What `architecture`'s list shows now: nil before its screen has shown anything.
  public func state(of architecture: String) -> ScoreListSnapshot? {
    slots.first { $0.name == architecture }?.lane?.state
  }

  /// Loads every list again on a fresh screen, leaving any load under way behind.
  public func reload() {
    for index in slots.indices {
      slots[index].load?.cancel()
      slots[index].replaced?.mark()
      let replaced = Replacement()
      slots[index].replaced = replaced
      let watched = LoadWatchingService(base: service, queue: loadQueue, replaced: replaced) { [weak self] in
        await self?.collectMessages()
      }
      let lane = slots[index].make(watched)
      slots[index].lane = lane
      slots[index].messages = []
      slots[index].moreMessages = 0
      let id = nextLoad
      nextLoad += 1
      let load = Task { [weak self] in
        await lane.load()
        // A view bound with Observation renders the answer on a later turn.
        await Settling.settle(lane) { lane.state }
        self?.loads[id] = nil
        self?.collectMessages()
      }
      slots[index].load = load
      loads[id] = load
    }
    collectMessages()
  }

  /// Waits until every load started so far, old ones included, has ended.
  public func settle() async {
    while let load = loads.values.first {
      await load.value
    }
  }

  /// Takes what the current screens recorded, and has the page drawn again.
  private func collectMessages() {
    for index in slots.indices {
      guard let taken = slots[index].lane?.takeMessages() else { continue }
      let room = max(0, Self.keptMessages - slots[index].messages.count)
      slots[index].messages += taken.messages.prefix(room)
      slots[index].moreMessages += taken.more + max(0, taken.messages.count - room)
    }
    refresh()
  }

  // MARK: Drawing

  /// The widest a failure message makes a column before it wraps.
  private static let widestMessage = 40

  public func frame(size: TerminalSize) -> Frame {
    var frame = Frame(size: size)
    guard size.columns >= 30, size.rows >= 10 else {
      PageLayout.tooSmall(&frame, needs: TerminalSize(rows: 10, columns: 30))
      return frame
    }
    PageLayout.title("score list", in: &frame)
    PageLayout.footer(["Esc quit", "r reload", "Up/Down architecture"], in: &frame)
    let footerRow = size.rows - 1
    let top = 3
    let room = footerRow - 1 - top
    let lists = slots.map { list(of: $0, room: room) }
    let widths = zip(slots, lists).map { slot, list in
      let note = list.beyond > 0 ? DisplayWidth.columns(of: "… and \(list.beyond + 1) more") : 0
      let widest = list.lines.map { DisplayWidth.columns(of: $0) }.max() ?? 0
      return min(max(DisplayWidth.columns(of: slot.name) + 2, widest, note), Self.widestMessage)
    }
    let gap = 3
    let sideBySide = widths.reduce(0, +) + gap * (slots.count - 1) <= size.columns - 2

    var columns: [(slot: Int, column: Int, width: Int)] = []
    if sideBySide {
      var column = 1
      for index in slots.indices {
        columns.append((index, column, widths[index]))
        column += widths[index] + gap
      }
    } else if slots.indices.contains(selected) {
      columns.append((selected, 1, size.columns - 2))
    }
    drawHeaders(sideBySide ? Array(zip(slots.indices, columns.map(\.column))) : tabs(), into: &frame)

    var contentRows = 0
    for (index, column, width) in columns {
      let (shown, more) = fitted(lists[index], width: width, room: room)
      contentRows = max(contentRows, shown.count + (more == nil ? 0 : 1))
      for (offset, line) in shown.enumerated() {
        frame.write(line, row: top + offset, column: column, limit: width)
      }
      if let more {
        frame.write(more, row: top + shown.count, column: column, limit: width, style: .dim)
      }
    }

    let paneTop = top + contentRows + 1
    if footerRow - 1 - paneTop >= 3, slots.indices.contains(selected) {
      MessagePane(
        title: "\(slots[selected].name): the messages of the last load", messages: slots[selected].messages,
        more: slots[selected].moreMessages
      )
      .draw(into: &frame, rows: paneTop..<footerRow - 1, column: 1, width: size.columns - 2)
    }
    return frame
  }

  /// When one list shows at a time: every name, as tabs, from column 1.
  private func tabs() -> [(Int, Int)] {
    var column = 1
    return slots.indices.map { index in
      defer { column += DisplayWidth.columns(of: slots[index].name) + 3 }
      return (index, column)
    }
  }

  /// Each architecture's name on row 2, at its column; the selected one marked.
  private func drawHeaders(_ headers: [(slot: Int, column: Int)], into frame: inout Frame) {
    for (slot, column) in headers {
      let isSelected = slot == selected
      frame.write(
        slots[slot].name, row: 2, column: column + 1, style: isSelected ? [.bold, .reverse] : .bold)
      if isSelected { frame.write(">", row: 2, column: column, style: .bold) }
    }
  }

  /// What one list can show within `room` rows: its lines, before wrapping, and how many
  /// rows of players are beyond them. Rows are `name  level`, the names aligned among the rows
  /// that can show, and every control escaped; only those rows are formatted.
  private func list(of slot: Slot, room: Int) -> (lines: [String], isRows: Bool, beyond: Int) {
    switch slot.lane?.state {
    case nil: return ([], false, 0)
    case .loading: return (["Loading…"], false, 0)
    case .empty: return (["No players."], false, 0)
    case .failed(let message): return (["Failed: \(message.escapingControls())"], false, 0)
    case .rows(let rows):
      let shown = rows.prefix(room)
      rowsFormatted += shown.count
      let names = shown.map { $0.name.escapingControls() }
      let width = names.map { DisplayWidth.columns(of: $0) }.max() ?? 0
      let lines = zip(names, shown).map { "\($0.padded(toColumns: width))  \($1.level.escapingControls())" }
      return (lines, true, rows.count - shown.count)
    }
  }

  /// `list`'s lines wrapped to `width`, as many as fit in `room` rows; and, when not all fit,
  /// the last row's note of how much more there is (rows of players, or lines of a message).
  private func fitted(_ list: (lines: [String], isRows: Bool, beyond: Int), width: Int, room: Int) -> (
    shown: [String], more: String?
  ) {
    guard list.isRows else {
      let wrapped = list.lines.flatMap { $0.wrapped(toColumns: width) }
      guard wrapped.count > room else { return (wrapped, nil) }
      let shown = Array(wrapped.prefix(room - 1))
      return (shown, "… and \(wrapped.count - shown.count) more")
    }
    var shown: [String] = []
    var count = 0
    for line in list.lines {
      let wrapped = line.wrapped(toColumns: width)
      let isLast = count + 1 == list.lines.count && list.beyond == 0
      guard shown.count + wrapped.count <= room - (isLast ? 0 : 1) else { break }
      shown += wrapped
      count += 1
    }
    let hidden = list.lines.count - count + list.beyond
    return (shown, hidden == 0 ? nil : "… and \(hidden) more")
  }
}

/// The page's service, as each screen sees it: it tells the page that a load has begun (the
/// screen shows loading by then), so that the page draws it at once, before the answer comes.
private struct LoadWatchingService: ScoreService {
  let base: any ScoreService
  let queue: LoadQueue
  let replaced: Replacement
  let began: @Sendable () async -> Void

  func loadPlayers() async throws(RosterError) -> [Player] {
    await began()
    // The work of the load (reading, decoding, the players) on the page's queue, so that the
    // page answers keys while it runs (see ``LoadQueue``).
    return try await withTaskExecutorPreference(queue) { () async throws(RosterError) -> [Player] in
      // A load replaced while it waited its turn is not read at all: its answer is dropped. A
      // screen cancels its request a turn or two after it is let go; the page knows at once.
      if Task.isCancelled || replaced.isMarked { return [] }
      return try await base.loadPlayers()
    }
  }
}

/// Whether the page has replaced a load: set once, from the main actor, read on the page's
/// queue.
private final class Replacement: Sendable {
  private let marked = Atomic(false)

  /// The page has started a newer load in this one's place.
  func mark() { marked.store(true, ordering: .relaxed) }

  var isMarked: Bool { marked.load(ordering: .relaxed) }
}
