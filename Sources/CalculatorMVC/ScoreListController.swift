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

  public init(view: any ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// Becomes the view's data source.
  public func viewDidLoad() {
    view.dataSource = self
  }

  /// Loads the players and shows them. A real view controller starts this from a `Task` in
  /// `viewDidLoad`; the driver awaits it.
  public func load() async {
    view.showLoading()
    do {
      players = try await service.loadPlayers()
      view.reloadData()
    } catch {
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
