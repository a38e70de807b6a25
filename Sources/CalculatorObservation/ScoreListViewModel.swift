import Observation
import ScoreBoard

/// What the score list view tells its view model.
@MainActor
public protocol ScoreListViewModelInputs {
  /// Call when the screen appears, or to reload; returns once the state shows the outcome. A
  /// view calls it from a task, so two loads can overlap.
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
  /// The request in flight, which this view model owns: a newer load replaces it, and it is
  /// let go once it has answered.
  @ObservationIgnored private var request: Task<Void, Never>?
  /// The loads waiting for an answer: each ends when one comes.
  @ObservationIgnored private var waiters: [AsyncStream<Void>.Continuation] = []

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Loads the players and publishes the outcome, unless a later load began meanwhile.
  ///
  /// The view model is on the main actor, but `await` lets another `load()` run while this one
  /// waits; an older answer that comes last would otherwise overwrite the newer one. So the
  /// view model owns the request: a newer load cancels it, loads waiting share it, and a
  /// cancelled request's answer is never assigned. The screen ends on the latest request's
  /// outcome, whichever answer comes first. The request holds the view model weakly, so a
  /// screen let go while it loads is freed at once, and the view model's `deinit` cancels it.
  public func load() async {
    request?.cancel()
    state = .loading
    // The request is this view model's own task, not the caller's: a newer load replaces it.
    request = Task { [service, weak self] in
      let answer: Result<[Player], RosterError>
      do throws(RosterError) {
        answer = .success(try await service.loadPlayers())
      } catch {
        answer = .failure(error)
      }
      // Replaced by a newer load, or its screen went: this answer is nobody's.
      guard !Task.isCancelled, let self else { return }
      self.endRequest()
      self.deliver(answer)
    }
    await waitForAnswer()
  }

  /// What the latest request answered, handed on.
  private func deliver(_ answer: Result<[Player], RosterError>) {
    switch answer {
    case .success(let players): state = players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init))
    case .failure(let error): state = .failed(Self.message(for: error))
    }
  }

  /// Waits until the request in flight answers or, at once, until the task that called
  /// `load()` is cancelled. Loads share the request in flight: a refresh abandoned while an
  /// earlier load waits cancels nothing, and that load ends with the refresh's answer. Only a
  /// newer load, or this object going away, cancels a request.
  private func waitForAnswer() async {
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  /// Lets the request go, and ends every load waiting for it.
  private func endRequest() {
    request = nil
    for waiter in waiters { waiter.finish() }
    waiters = []
  }

  deinit {
    request?.cancel()
  }

  /// The words for a failed load. The Model says what went wrong and where; what the screen
  /// says about it is the view model's to decide, as a level's name is.
  private static func message(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
