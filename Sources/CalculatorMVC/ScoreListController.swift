import ScoreBoard

/// The MVC controller of the score list: the table's data source.
///
/// It owns the view, loads players from the service, keeps them, and formats each row only
/// when the view asks for it, as seed 003's table view controller does.
@MainActor
public final class ScoreListController {
  /// The view this controller owns and updates.
  public let view: any ScoreListView

  private let service: any ScoreService
  private var players: [Player] = []
  /// How many loads have begun: the number of the latest, whose answer is the one to show.
  private var loadsBegun = 0

  public init(view: any ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// Becomes the view's data source.
  public func viewDidLoad() {
    view.dataSource = self
  }

  /// Loads the players and shows them. A real view controller starts this from a `Task` in
  /// `viewDidLoad`, and again on pull to refresh, so two loads may overlap.
  ///
  /// The controller owns the request: the view only lays out what its data source holds. So
  /// the controller drops an answer to a load that a later one replaced, before it touches
  /// the players or the table.
  public func load() async {
    loadsBegun += 1
    let thisLoad = loadsBegun
    view.showLoading()
    do {
      let loaded = try await service.loadPlayers()
      guard thisLoad == loadsBegun else { return }
      players = loaded
      view.reloadData()
    } catch {
      guard thisLoad == loadsBegun else { return }
      players = []
      view.showError(error.description)
    }
  }
}

extension ScoreListController: ScoreListDataSource {
  public func numberOfRows(in view: any ScoreListView) -> Int {
    players.count
  }

  public func scoreListView(_ view: any ScoreListView, cellForRow row: Int) -> ScoreListCell {
    let player = players[row]
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListCell(text: name, detailText: player.level.rawValue)
  }
}
