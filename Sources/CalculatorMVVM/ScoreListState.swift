/// Everything the score list can show: exactly one of these at a time.
nonisolated public enum ScoreListState: Sendable, Equatable {
  case loading
  case rows([PlayerRowViewModel])
  case empty
  case failed(String)
}
