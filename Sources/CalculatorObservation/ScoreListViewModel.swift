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
  /// The number of the latest load begun: only its answer may be shown.
  @ObservationIgnored private var latestLoad = 0

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Loads the players and publishes the outcome, unless a later load began meanwhile.
  ///
  /// The view model is on the main actor, but `await` lets another `load()` run while this one
  /// waits; an older answer that comes last would otherwise overwrite the newer one. Each load
  /// takes a number, and only the latest one's outcome is published: the screen ends on the
  /// latest request's outcome, whichever answer comes first.
  public func load() async {
    latestLoad += 1
    let thisLoad = latestLoad
    state = .loading
    let outcome: ScoreListState
    do {
      let players = try await service.loadPlayers()
      outcome = players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init))
    } catch {
      outcome = .failed(error.description)
    }
    guard thisLoad == latestLoad else { return }
    state = outcome
  }
}
