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
  /// How many loads have begun: the number of the latest, whose answer is the one to publish.
  private var loadsBegun = 0

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Every bound view renders whatever ``state`` holds, so an answer to a load that a later
  /// one replaced is dropped here, before it reaches the output.
  public func load() async {
    loadsBegun += 1
    let thisLoad = loadsBegun
    state.update(.loading)
    do {
      let players = try await service.loadPlayers()
      guard thisLoad == loadsBegun else { return }
      state.update(players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init)))
    } catch {
      guard thisLoad == loadsBegun else { return }
      state.update(.failed(error.description))
    }
  }
}
