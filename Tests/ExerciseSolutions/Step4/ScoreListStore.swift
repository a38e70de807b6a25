import KataDriver
import ScoreBoard

/// The score list's store: every action goes through the reducer; every effect it returns
/// is run, and its answer sent back in.
@MainActor
final class ScoreListStore {
  private(set) var state = ScoreListScreenState.loading
  var onChange: ((ScoreListScreenState) -> Void)?
  private let service: any ScoreService
  /// The effect in flight. A new one cancels it, and a cancelled effect's answer is never
  /// sent back in: loads may overlap, and only the latest one's answer reaches the state.
  private var inFlight: Task<ScoreListAction, Never>?

  init(service: any ScoreService) {
    self.service = service
  }

  /// Sends `action`, and returns once every effect it led to has answered.
  func send(_ action: ScoreListAction) async {
    var next: ScoreListAction? = action
    while let action = next {
      let effect = ScoreListReducer.reduce(&state, action)
      onChange?(state)
      next = await run(effect)
    }
  }

  private func run(_ effect: ScoreListEffect?) async -> ScoreListAction? {
    guard let effect else { return nil }
    inFlight?.cancel()
    let service = service
    let task = Task { await effect.run(with: service) }
    inFlight = task
    // The screen going away cancels the task that sent the action: so is the effect.
    let answer = await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    return task.isCancelled ? nil : answer
  }
}
