import Observation
import ScoreBoard

/// What the score list view tells its view model.
@MainActor
public protocol ScoreListViewModelInputs {
  /// Call when the screen appears, or to reload. A real view starts it from a `Task`, so two
  /// loads can overlap; the driver awaits it.
  func load() async
}

/// What the score list view reads.
@MainActor
public protocol ScoreListViewModelOutputs: AnyObject, Sendable {
  /// The list's state: `loading` at first and while a load is under way, then rows, empty or
  /// failed when the latest load ends.
  var state: ScoreListState { get }
}

/// The score list's view model, written with Swift Observation.
///
/// It loads players from the service, wraps each in a ``PlayerRowViewModel``, and publishes
/// one state by assigning it. It holds no view and no observer.
@Observable
@MainActor
public final class ScoreListViewModel: ScoreListViewModelInputs, ScoreListViewModelOutputs {
  public var inputs: any ScoreListViewModelInputs { self }
  public var outputs: any ScoreListViewModelOutputs { self }

  public private(set) var state = ScoreListState.loading

  @ObservationIgnored private let service: any ScoreService
  /// The request under way, which this view model owns: the next load cancels it.
  @ObservationIgnored private var request: Task<Result<[Player], RosterError>, Never>?

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Loads the players and publishes the outcome, unless a later load began meanwhile.
  ///
  /// The view model is on the main actor, but `await` lets another `load()` run while this one
  /// waits; an older answer that comes last would otherwise overwrite the newer one. So the
  /// view model owns the request: a newer load cancels it, the screen going away cancels it
  /// with the task that called this, and a cancelled request's answer is never assigned. The
  /// screen ends on the latest request's outcome, whichever answer comes first.
  public func load() async {
    self.request?.cancel()
    state = .loading
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
    case .success(let players): state = players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init))
    case .failure(let error): state = .failed(error.description)
    }
  }
}
