import KataDriver
import ScoreBoard

/// The starting point for the score list: a view controller that loads, decides each
/// player's level, formats every row, and fills its view.
@MainActor
final class ScoreListViewController {
  let view: ScoreListView
  private let service: any ScoreService
  /// The request in flight, which this controller owns: a newer load replaces it, and it is
  /// let go once it has answered.
  private var request: Task<Void, Never>?
  /// The loads waiting for an answer: each ends when one comes.
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(view: ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
  }

  /// The screen appeared: loading starts in a request this controller owns, and nothing
  /// waits. The request holds the controller weakly, so a screen let go while it loads is freed
  /// at once, and `deinit` cancels the request.
  func startLoading() {
    request?.cancel()
    view.showLoading()
    // The request is this controller's own task, not the caller's: a newer load replaces it. It
    // holds the controller weakly, so a screen let go while it waits is freed at once.
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
  }

  /// A view starts this from a `Task`, again on each refresh, so two loads may overlap: an
  /// answer to a load that a later one replaced is dropped.
  func load() async {
    startLoading()
    await waitForAnswer()
  }

  /// What the latest request answered, handed on.
  private func deliver(_ answer: Result<[Player], RosterError>) {
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
      // The error's words, inline too.
      let message =
        switch error {
        case .unreadable(let source, let reason):
          [source, reason].compactMap { $0 }.joined(separator: ": ")
        case .badRecord(let source, let position, let problem):
          [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
        case .cancelled:
          "the load was cancelled"
        }
      view.showError(message)
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
}
