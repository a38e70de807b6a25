import KataDriver
import ScoreBoard

// The words every score list of the fifth battery shows, written once: how a player's name is
// joined, how a level is named and how a failed load is worded are the same in every pattern,
// and where each pattern puts the call is what its screens differ in. A load is not written once:
// each middle layer asks the service in its own code, where the rules read who asked from the
// call stack, so each score list keeps its request and its waiters itself.

/// A score list row as a middle layer hands it to its view: text, ready to show.
struct Battery5Row: Sendable, Equatable {
  var name: String
  var level: String

  /// The row that shows `player`.
  init(_ player: Player) {
    name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    level = Battery5Words.levelName(player.level)
  }

  /// The row as every screen's snapshot writes it.
  var snapshot: ScoreListRow { ScoreListRow(name: name, level: level) }
}

/// What a score list shows, as the fifth battery's middle layers publish it.
enum Battery5ListState: Sendable, Equatable {
  case loading
  case rows([Battery5Row])
  case empty
  case failed(String)

  /// The state that shows the outcome of a load.
  init(_ answer: Result<[Player], RosterError>) {
    switch answer {
    case .success(let players) where players.isEmpty: self = .empty
    case .success(let players): self = .rows(players.map(Battery5Row.init))
    case .failure(let error): self = .failed(Battery5Words.message(for: error))
    }
  }

  /// The state as every screen's snapshot writes it.
  var snapshot: ScoreListSnapshot {
    switch self {
    case .loading: .loading
    case .rows(let rows): .rows(rows.map(\.snapshot))
    case .empty: .empty
    case .failed(let message): .failed(message)
    }
  }
}

enum Battery5Words {
  /// A level's name on a row.
  static func levelName(_ level: Level) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }

  /// The words for a failed load.
  static func message(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
