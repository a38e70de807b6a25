import ScoreBoard

/// Work the reducer asks for but does not do: the store runs it and sends its answer back
/// as an action.
enum ScoreListEffect {
  case loadPlayers

  func run(with service: any ScoreService) async -> ScoreListAction {
    switch self {
    case .loadPlayers:
      do {
        return .loaded(.success(try await service.loadPlayers()))
      } catch {
        return .loaded(.failure(error))
      }
    }
  }
}
