import ScoreBoard

/// The MVP presenter of the score list.
///
/// It loads players from the service, formats every row at once, and pushes the result to
/// its passive view. It holds the view weakly, because the view owns the presenter.
@MainActor
public final class ScoreListPresenter {
  private weak var view: (any ScoreListView)?
  private let service: any ScoreService

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Takes `view` as the view to command.
  public func attach(_ view: any ScoreListView) {
    self.view = view
  }

  /// Loads the players and tells the view what to show. A real view starts this from a
  /// `Task` in `viewDidLoad`; the driver awaits it.
  public func load() async {
    view?.displayLoading()
    do {
      let players = try await service.loadPlayers()
      if players.isEmpty {
        view?.displayEmpty()
      } else {
        view?.display(rows: players.map(Self.row))
      }
    } catch {
      view?.display(errorMessage: error.description)
    }
  }

  private static func row(for player: Player) -> ScoreRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreRow(name: name, level: player.level.rawValue)
  }
}
