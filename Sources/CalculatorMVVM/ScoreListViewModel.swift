import ScoreBoard

/// What the score list view tells its view model.
@MainActor
public protocol ScoreListViewModelInputs {
  /// Call when the screen appears, or to reload. A real view starts it from a `Task`, so two
  /// loads may overlap: the state ends on the latest one's outcome.
  func load() async
}

/// What the score list view binds to.
@MainActor
public protocol ScoreListViewModelOutputs {
  /// The list's state: `loading` at first, then rows, empty or failed after each load.
  var state: BoundValue<ScoreListState> { get }
}

/// The MVVM view model of the score list.
///
/// It loads players from the service, wraps each in a ``PlayerRowViewModel``, and publishes
/// one state. It holds no view: any number of views may bind to ``state``.
@MainActor
public final class ScoreListViewModel: ScoreListViewModelInputs, ScoreListViewModelOutputs {
  public var inputs: any ScoreListViewModelInputs { self }
  public var outputs: any ScoreListViewModelOutputs { self }

  public let state = BoundValue(ScoreListState.loading)

  private let service: any ScoreService
  /// The request under way, which this view model owns: the next load cancels it.
  private var request: Task<Result<[Player], RosterError>, Never>?

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Every bound view renders whatever ``state`` holds, so an answer to a load that a later
  /// one replaced is dropped here, before it reaches the output.
  public func load() async {
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
      state.update(players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init)))
    case .failure(let error): state.update(.failed(error.description))
    }
  }
}
