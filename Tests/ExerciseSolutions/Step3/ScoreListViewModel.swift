import KataDriver
import ScoreBoard

/// Step 3: the score list's view model loads, formats, and publishes one state.
@MainActor
final class ScoreListViewModel {
  /// What the list shows: loading at first, then rows, empty or failed after each load.
  let state = BoundValue(ScoreListScreenState.loading)
  private let service: any ScoreService
  /// The request under way, which this object owns: the next load cancels it.
  private var request: Task<Result<[Player], RosterError>, Never>?

  init(service: any ScoreService) {
    self.service = service
  }

  /// Input: the screen appeared, or asks to reload. Loads may overlap: an answer to a load
  /// that a later one replaced never reaches the output.
  func load() async {
    self.request?.cancel()
    state.update(.loading)
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
      state.update(players.isEmpty ? .empty : .rows(players.map(Self.row)))
    case .failure(let error):
      state.update(.failed(error.description))
    }
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}
