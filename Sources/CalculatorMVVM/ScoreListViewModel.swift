import ScoreBoard

/// What the score list view tells its view model.
@MainActor
public protocol ScoreListViewModelInputs {
  /// Call when the screen appears, or to reload; returns once the state shows the outcome. A
  /// view calls it from a task, so two loads may overlap: the state ends on the latest one's
  /// outcome.
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
  /// The request in flight, which this view model owns: a newer load replaces it, and it is
  /// let go once it has answered.
  private var request: Task<Void, Never>?
  /// The loads waiting for an answer: each ends when one comes.
  private var waiters: [AsyncStream<Void>.Continuation] = []

  public init(service: any ScoreService) {
    self.service = service
  }

  /// Every bound view renders whatever ``state`` holds, so an answer to a load that a later
  /// one replaced is dropped here, before it reaches the output. Loads waiting share the
  /// request in flight. The request holds the view model weakly, so a screen let go while it
  /// loads is freed at once, and the view model's `deinit` cancels the request.
  public func load() async {
    request?.cancel()
    state.update(.loading)
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
    case .success(let players):
      state.update(players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init)))
    case .failure(let error): state.update(.failed(Self.message(for: error)))
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
