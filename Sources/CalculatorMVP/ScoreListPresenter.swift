import ScoreBoard

/// The MVP presenter of the score list.
///
/// It loads players from the service, formats every row at once, and pushes the result to
/// its passive view. It holds the view weakly, because the view owns the presenter.
@MainActor
public final class ScoreListPresenter {
  private weak var view: (any ScoreListView)?
  private let service: any ScoreService
  /// The request under way, which this presenter owns: the next load cancels it.
  private var request: Task<Result<[Player], RosterError>, Never>?

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Takes `view` as the view to command.
  public func attach(_ view: any ScoreListView) {
    self.view = view
  }

  /// Loads the players and tells the view what to show. A real view starts this from a
  /// `Task` in `viewDidLoad`, and again on pull to refresh, so two loads may overlap; it
  /// cancels that task when it goes away.
  ///
  /// The passive view displays whatever it is told and cannot tell an old answer from a new
  /// one, so the presenter decides: a newer load cancels the request before it, the screen
  /// going away cancels the task that called this (and the request with it), and a cancelled
  /// request's answer is dropped.
  public func load() async {
    self.request?.cancel()
    view?.displayLoading()
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
    case .success(let players) where players.isEmpty: view?.displayEmpty()
    case .success(let players): view?.display(rows: players.map(Self.row))
    case .failure(let error): view?.display(errorMessage: error.description)
    }
  }

  private static func row(for player: Player) -> ScoreRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreRow(name: name, level: player.level.rawValue)
  }
}
