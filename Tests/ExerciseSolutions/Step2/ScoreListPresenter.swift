import KataDriver
import ScoreBoard

/// Step 2: the presenter loads, formats every row at once, and commands its view.
@MainActor
final class ScoreListPresenter {
  private weak var view: (any ScoreListDisplay)?
  private let service: any ScoreService
  /// How many loads have begun: only the latest one's answer is displayed.
  private var loadsBegun = 0

  init(service: any ScoreService) {
    self.service = service
  }

  func attach(_ view: any ScoreListDisplay) {
    self.view = view
  }

  /// Loads may overlap; the passive view cannot tell an old answer from a new one, so the
  /// presenter drops an answer to a load that a later one replaced.
  func load() async {
    loadsBegun += 1
    let thisLoad = loadsBegun
    view?.displayLoading()
    do {
      let players = try await service.loadPlayers()
      guard thisLoad == loadsBegun else { return }
      if players.isEmpty {
        view?.displayEmpty()
      } else {
        view?.display(rows: players.map(Self.row))
      }
    } catch {
      guard thisLoad == loadsBegun else { return }
      view?.display(errorMessage: error.description)
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
