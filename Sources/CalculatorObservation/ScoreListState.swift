/// Everything the score list can show: exactly one of these at a time.
///
/// `Equatable`, so that assigning the state already shown tells no view: Observation compares
/// an `Equatable` value before it notifies.
nonisolated public enum ScoreListState: Sendable, Equatable {
  case loading
  case rows([PlayerRowViewModel])
  case empty
  case failed(String)
}
