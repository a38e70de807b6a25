import KataDriver
import ScoreBoard

/// Step 2: the presenter loads, formats every row at once, and commands its view.
@MainActor
final class ScoreListPresenter {
  private weak var view: (any ScoreListDisplay)?
  private let service: any ScoreService
  /// The request under way, which this object owns: the next load cancels it.
  private var request: Task<Result<[Player], RosterError>, Never>?

  init(service: any ScoreService) {
    self.service = service
  }

  func attach(_ view: any ScoreListDisplay) {
    self.view = view
  }

  /// Loads may overlap; the passive view cannot tell an old answer from a new one, so the
  /// presenter drops an answer to a load that a later one replaced.
  func load() async {
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
    case .success(let players):
      if players.isEmpty {
        view?.displayEmpty()
      } else {
        view?.display(rows: players.map(Self.row))
      }
    case .failure(let error):
      view?.display(errorMessage: error.description)
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
