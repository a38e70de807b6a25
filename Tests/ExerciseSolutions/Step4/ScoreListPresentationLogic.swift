import ScoreBoard

/// What the score list's interactor can hand its presenter: the load's progress and its raw
/// answer, players or the Model's error.
@MainActor
protocol ScoreListPresentationLogic: AnyObject {
  func presentLoading()
  func presentPlayers(_ players: [Player])
  func presentFailure(_ error: RosterError)
}
