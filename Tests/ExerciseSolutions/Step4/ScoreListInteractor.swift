import KataDriver
import ScoreBoard

/// The score list's business logic: it loads the players from the service and hands the
/// answer, as it is, to its presenter. Loads may overlap: only the latest one's answer is
/// presented.
@MainActor
final class ScoreListInteractor {
  private let service: any ScoreService
  private let presenter: any ScoreListPresentationLogic
  private let trace: Trace?
  /// The request in flight, which this interactor owns: a newer load replaces it, and it is
  /// let go once it has answered.
  private var request: Task<Void, Never>?
  /// The loads waiting for an answer: each ends when one comes.
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService, presenter: any ScoreListPresentationLogic, trace: Trace?) {
    self.service = service
    self.presenter = presenter
    self.trace = trace
  }

  /// Loads the players, and returns once they are presented, or at once when the calling
  /// task is cancelled. Loads share the request in flight: only a newer load, or this object
  /// going away, cancels it.
  func load() async {
    request?.cancel()
    trace?.call(.interactor, to: .presenter, "presentLoading()")
    presenter.presentLoading()
    // The request holds the interactor weakly, so a screen let go while it waits is freed at once.
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
      self.present(answer)
    }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  /// What the latest request answered, handed on unformatted.
  private func present(_ answer: Result<[Player], RosterError>) {
    switch answer {
    case .success(let players):
      trace?.call(.interactor, to: .presenter, "presentPlayers([\(Trace.counted(players.count, "player"))])")
      presenter.presentPlayers(players)
    case .failure(let error):
      trace?.call(.interactor, to: .presenter, "presentFailure(\(error))")
      presenter.presentFailure(error)
    }
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
