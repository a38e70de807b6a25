import ScoreBoard

/// The MVP presenter of the score list.
///
/// It loads players from the service, formats every row at once, and pushes the result to
/// its passive view. It holds the view weakly, because the view owns the presenter.
@MainActor
public final class ScoreListPresenter {
  private weak var view: (any ScoreListView)?
  private let service: any ScoreService
  /// How many loads have begun: the number of the latest, whose answer is the one to show.
  private var loadsBegun = 0

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Takes `view` as the view to command.
  public func attach(_ view: any ScoreListView) {
    self.view = view
  }

  /// Loads the players and tells the view what to show. A real view starts this from a
  /// `Task` in `viewDidLoad`, and again on pull to refresh, so two loads may overlap.
  ///
  /// The passive view displays whatever it is told and cannot tell an old answer from a new
  /// one, so the presenter decides: an answer to a load that a later one replaced is dropped.
  public func load() async {
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

  private static func row(for player: Player) -> ScoreRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreRow(name: name, level: player.level.rawValue)
  }
}
