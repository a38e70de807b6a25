import KataTracing

/// What a score list screen shows at one moment, in the same words for every architecture: a
/// snapshot, the driver's, not any lesson's state (MVVM's `ScoreListState` is what its view model
/// publishes).
public enum ScoreListSnapshot: Sendable, Equatable, CustomStringConvertible {
  case loading
  case rows([ScoreListRow])
  case empty
  case failed(String)

  /// As a person reads it: `loading`, `no players`, `failed: …`, or the rows,
  /// `Ada Forty (Beginner), Ben Cole (Expert)`.
  public var description: String {
    switch self {
    case .loading: "loading"
    case .empty: "no players"
    case .failed(let message): "failed: \(message)"
    case .rows(let rows): rows.map { "\($0.name) (\($0.level))" }.joined(separator: ", ")
    }
  }
}

extension ScoreListSnapshot {
  /// As a trace line shows it, short however long the roster: `loading`, `no players`,
  /// `failed: "…"`, or `12 rows`.
  public var summary: String {
    switch self {
    case .loading, .empty: description
    case .failed(let message): "failed: \(Trace.literal(message))"
    case .rows(let rows): Trace.counted(rows.count, "row")
    }
  }
}

/// One row as the screen shows it.
public struct ScoreListRow: Sendable, Equatable, Codable {
  public var name: String
  public var level: String

  public init(name: String, level: String) {
    self.name = name
    self.level = level
  }
}

/// A score list screen as the suite and `kata` drive it.
@MainActor
public protocol ScoreListScreen: AnyObject {
  /// The screen appears and loads its players; returns once they are shown. The caller owns
  /// the task that awaits this, as SwiftUI's `.task` and pull to refresh own theirs.
  func load() async
  /// The screen appears as a UIKit screen does: its view (in MVC, its controller) starts the
  /// load in a task it owns, and this returns at once. The driver then lets the screen go
  /// without cancelling anything, and it must be freed before the service answers, its load
  /// cancelled: the task holds only the middle layer, and the owner's `deinit` cancels it.
  /// It has no default: how a view starts its load is the architecture's to say, and a task
  /// the driver wrote for it would be the driver's mistake, failed in the screen's name.
  func appear()
  /// Every state the screen has shown, in order. Showing the same state twice in a row is
  /// one state, because nothing on screen changed: a view that renders `.loading` when it
  /// binds and again when the load starts has shown it once. Record states with
  /// `shownStates.show(_:)`, which keeps that rule.
  var shownStates: [ScoreListSnapshot] { get }
  /// Lays the screen out again, as a table does whenever it scrolls: a view that asks for its
  /// rows asks again and shows what it is answered now. The driver calls it once its loads
  /// have ended. A view that is handed its rows has nothing to ask; the default does nothing.
  func layOutAgain()
}

extension ScoreListScreen {
  public func layOutAgain() {}

}

extension Array where Element == ScoreListSnapshot {
  /// Appends `state` unless it is what the screen already shows: the same state twice in a
  /// row is one state.
  public mutating func show(_ state: ScoreListSnapshot) {
    if last != state { append(state) }
  }
}

extension ScoreListSnapshot {
  /// The state as a trace shows what a view model published: `.rows([12 rows])`,
  /// `.failed("…")`; the same words for every view model that publishes one.
  public var traced: String {
    switch self {
    case .loading: ".loading"
    case .empty: ".empty"
    case .failed(let message): ".failed(\(Trace.literal(message)))"
    case .rows(let rows): ".rows([\(Trace.counted(rows.count, "row"))])"
    }
  }
}
