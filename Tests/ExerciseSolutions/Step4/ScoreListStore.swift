import KataDriver
import ScoreBoard

/// The score list's store: every action goes through the reducer; every effect it returns
/// is run, and its answer sent back in.
@MainActor
final class ScoreListStore {
  private(set) var state = ScoreListSnapshot.loading
  var onChange: ((ScoreListSnapshot) -> Void)?
  private let service: any ScoreService
  /// The effect in flight. A new one cancels it, and a cancelled effect's answer is never
  /// sent back in: loads may overlap, and only the latest one's answer reaches the state.
  private var inFlight: Task<Void, Never>?
  /// The sends waiting for an effect's answer: each ends when one comes.
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) {
    self.service = service
  }

  /// Sends `action`, and returns once the effect it led to has answered, or at once when the
  /// calling task is cancelled: sends share the effect in flight, and only a newer effect or
  /// the store going away cancels it.
  func send(_ action: ScoreListAction) async {
    guard reduce(action) else { return }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  /// Runs `action` through the reducer, and starts the effect it returns; whether there was one.
  @discardableResult
  private func reduce(_ action: ScoreListAction) -> Bool {
    let effect = ScoreListReducer.reduce(&state, action)
    onChange?(state)
    guard let effect else { return false }
    inFlight?.cancel()
    let service = service
    // The effect holds the store weakly: a screen let go while it runs is freed at once.
    inFlight = Task { [weak self] in
      let answer = await effect.run(with: service)
      guard !Task.isCancelled, let self else { return }
      self.inFlight = nil
      for waiter in self.waiters { waiter.finish() }
      self.waiters = []
      self.reduce(answer)
    }
    return true
  }

  deinit {
    inFlight?.cancel()
  }
}
