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
  /// The request under way, which this controller owns: the next load cancels it.
  private var request: Task<Result<[Player], RosterError>, Never>?

  public init(view: any ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// Becomes the view's data source.
  public func viewDidLoad() {
    view.dataSource = self
  }

  /// Loads the players and shows them. A real view controller starts this from a `Task` in
  /// `viewDidLoad`, and again on pull to refresh, so two loads may overlap; it cancels that
  /// task when it goes away.
  ///
  /// The controller owns the request: the view only lays out what its data source holds. A
  /// newer load cancels the request before it; the screen going away cancels the task that
  /// called this, and with it the request. A cancelled request's answer is dropped before it
  /// touches the players or the table.
  public func load() async {
    self.request?.cancel()
    view.showLoading()
    // The request is this object's own task, not the caller's: a newer load can cancel it.
    let request = Task { [service] () -> Result<[Player], RosterError> in
      do throws(RosterError) {
        return .success(try await service.loadPlayers())
      } catch {
        return .failure(error)
      }
    }
    self.request = request
    // The task that called this is cancelled when the screen goes away: so is the request.
    let answer = await withTaskCancellationHandler {
      await request.value
    } onCancel: {
      request.cancel()
    }
    // Replaced by a newer load, or the screen went away: this answer is nobody's.
    guard !request.isCancelled else { return }
    switch answer {
    case .success(let loaded):
      players = loaded
      view.reloadData()
    case .failure(let error):
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
