import KataDriver
import ScoreBoard

/// The starting point for the score list: a view controller that loads, decides each
/// player's level, formats every row, and fills its view.
@MainActor
public final class ScoreListViewController {
  public let view: ScoreListView
  private let service: any ScoreService
  /// The request under way, which this object owns: the next load cancels it.
  private var request: Task<Result<[Player], RosterError>, Never>?

  public init(view: ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// A view starts this from a `Task`, again on each refresh, so two loads may overlap: an
  /// answer to a load that a later one replaced is dropped.
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
    case .success(let players):
      view.show(
        rows: players.map { player in
          // The level rule and the formatting, inline (seed 003's first version).
          let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
          let level = player.score <= 40 ? "Beginner" : player.score <= 70 ? "Intermediate" : "Expert"
          return ScoreListRow(name: name, level: level)
        })
    case .failure(let error):
      view.showError(error.description)
    }
  }
}
