/// What the score list shows: exactly one of these at a time.
nonisolated public enum ScoreListContent: Sendable, Equatable {
  case loading
  case rows([PlayerRow])
  case empty
  case failed(String)
}
