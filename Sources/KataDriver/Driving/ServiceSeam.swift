import KataEvidence
import KataShape
import ScoreBoard
import Synchronization

/// The score service as the driver hands it to every screen: one internal type, whatever it
/// wraps, that notes who asks in a measured run (see ``ModelSeam``).
final class ServiceSeam: ScoreService, DriverSeam {
  static let handedAs = "any ScoreService"

  private let base: any ScoreService
  private let recordsCallers: Bool
  private let questions = Mutex<[Question]>([])
  /// How many loads asked of it have not answered yet.
  private let unanswered = Mutex(0)
  /// How many loads it was asked for.
  private let loads = Mutex(0)

  init(_ base: any ScoreService, recordsCallers: Bool = false) {
    self.base = base
    self.recordsCallers = recordsCallers
  }

  /// Each load asked for in a measured run, with its call stack.
  var callers: [Question] { questions.withLock { $0 } }

  /// How many loads it was asked for.
  var asked: Int { loads.withLock { $0 } }

  /// Whether a load asked of it has not answered yet: what a screen whose load never returned
  /// may still be waiting for.
  var isAnswering: Bool { unanswered.withLock { $0 > 0 } }

  func loadPlayers() async throws(RosterError) -> [Player] {
    if recordsCallers {
      let question = Question(stack: CallerEvidence.callers(of: Self.self))
      questions.withLock { $0.append(question) }
    }
    loads.withLock { $0 += 1 }
    unanswered.withLock { $0 += 1 }
    defer { unanswered.withLock { $0 -= 1 } }
    return try await base.loadPlayers()
  }
}

/// The score service that `kata shape` hands a screen: players no roster file holds, so that
/// a screen that loads from elsewhere shows something else.
struct ProbeService: ScoreService {
  /// The players every load returns.
  static let players = [
    Player(firstName: "Probe", lastName: "One", score: 30),
    Player(firstName: "Probe", lastName: "Two", score: 90),
  ]

  /// The rows a screen shows for ``players``.
  static let rows = [
    ScoreListRow(name: "Probe One", level: "Beginner"), ScoreListRow(name: "Probe Two", level: "Expert"),
  ]

  /// Whether it answers with no players, as a second screen's probe does.
  var isEmpty = false
  /// The probe's number, which tags its players' last names (``tag(_:)``); `nil` for the usual one.
  var probe: Int?

  init(isEmpty: Bool = false) { self.isEmpty = isEmpty }

  /// The probe numbered `probe` (see ``ProbeNumbers``), whose players no other probe has.
  init(probe: Int, isEmpty: Bool = false) {
    self.probe = probe
    self.isEmpty = isEmpty
  }

  /// For the screen whose shape is measured: the loads after the first fail, then find no
  /// players, so that the screen is walked after a failed load and an empty one too.
  var goesOnToFailAndEmpty = false
  private let loads = LoadCount()

  /// How many loads a probe has answered; shared by its copies.
  private final class LoadCount: Sendable {
    let count = Mutex(0)
  }

  func loadPlayers() async throws(RosterError) -> [Player] {
    let load = loads.count.withLock {
      $0 += 1
      return $0
    }
    if goesOnToFailAndEmpty, load == 2 {
      throw .unreadable(source: nil, reason: "the probe's roster is gone")
    }
    if goesOnToFailAndEmpty, load >= 3 { return [] }
    guard !isEmpty else { return [] }
    guard let probe else { return Self.players }
    return Self.players.map { Self.tagged($0, probe: probe) }
  }

  /// `player`, as probe `probe` answers it: its last name tagged.
  static func tagged(_ player: Player, probe: Int) -> Player {
    Player(firstName: player.firstName, lastName: player.lastName + tag(probe), score: player.score)
  }

  /// The mark a numbered probe puts on its players' last names: `One#7`.
  static func tag(_ probe: Int) -> String { "#\(probe)" }

  /// The probes whose tags `text` shows.
  static func tags(in text: String) -> [Int] {
    text.matches(of: /#(\d+)/).compactMap { Int($0.1) }
  }
}

/// A service that answers as a real roster does (players with real names), and counts the
/// loads it was asked for: the real-looking run of ``ScreenKind/observeRealRun(of:)``.
final class CountedService: ScoreService {
  private let count = Mutex(0)

  var loads: Int { count.withLock { $0 } }

  func loadPlayers() async throws(RosterError) -> [Player] {
    count.withLock { $0 += 1 }
    return [
      Player(firstName: "Ada", lastName: "Lovelace", score: 95),
      Player(firstName: "Grace", lastName: "Hopper", score: 62),
    ]
  }
}
