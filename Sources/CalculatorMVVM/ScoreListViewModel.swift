import ScoreBoard

/// What the score list view tells its view model.
@MainActor
public protocol ScoreListViewModelInputs {
  /// Call when the screen appears, or to reload. A real view starts it from a `Task`; the
  /// driver awaits it.
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

  public init(service: any ScoreService) {
    self.service = service
  }

  public func load() async {
    state.update(.loading)
    do {
      let players = try await service.loadPlayers()
      state.update(players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init)))
    } catch {
      state.update(.failed(error.description))
    }
  }
}
