import KataDriver
import ScoreBoard

/// The score list's store: every action goes through the reducer; every effect it returns
/// is run, and its answer sent back in.
@MainActor
final class ScoreListStore {
  private(set) var state = ScoreListScreenState.loading
  var onChange: ((ScoreListScreenState) -> Void)?
  private let service: any ScoreService

  init(service: any ScoreService) {
    self.service = service
  }

  /// Sends `action`, and returns once every effect it led to has answered.
  func send(_ action: ScoreListAction) async {
    var next: ScoreListAction? = action
    while let action = next {
      let effect = ScoreListReducer.reduce(&state, action)
      onChange?(state)
      next = await effect?.run(with: service)
    }
  }
}
