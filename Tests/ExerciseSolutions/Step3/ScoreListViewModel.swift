import KataDriver
import ScoreBoard

/// Step 3: the score list's view model loads, formats, and publishes one state.
@MainActor
final class ScoreListViewModel {
  /// What the list shows: loading at first, then rows, empty or failed after each load.
  let state = BoundValue(ScoreListSnapshot.loading)
  private let service: any ScoreService
  /// The request in flight, which this view model owns: a newer load replaces it, and it is
  /// let go once it has answered.
  private var request: Task<Void, Never>?
  /// The loads waiting for an answer: each ends when one comes.
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) {
    self.service = service
  }

  /// Input: the screen appeared, or asks to reload. Loads may overlap: an answer to a load
  /// that a later one replaced never reaches the output.
  func load() async {
    request?.cancel()
    state.update(.loading)
    // The request is this view model's own task, not the caller's: a newer load replaces it. It
    // holds the view model weakly, so a screen let go while it waits is freed at once.
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
      state.update(players.isEmpty ? .empty : .rows(players.map(Self.row)))
    case .failure(let error):
      state.update(.failed(Self.message(for: error)))
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

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: text(for: player.level))
  }

  /// A level's name on the row: the Model ranks a player, the view model names the rank.
  private static func text(for level: Level) -> String {
    switch level {
    case .beginner: "Beginner"
    case .intermediate: "Intermediate"
    case .expert: "Expert"
    }
  }

  /// The words for a failed load: the Model says what went wrong, the view model says it.
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
