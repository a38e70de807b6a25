import ScoreBoard

/// Everything that can happen to the score list: the user's load, and the answer to it.
enum ScoreListAction {
  case load
  case loaded(Result<[Player], RosterError>)
}
