import ScoreBoard

/// The score list's logic: a load shows loading and asks the service in an effect; its answer
/// shows the rows, the empty list or why it failed, unless a newer load replaced it; a screen
/// closed cancels its load.
///
/// A late answer and an abandoned refresh are ordinary transitions here. Each load is
/// numbered in the state, its effect's answer carries that number back, and an answer to any
/// request but the awaited one changes nothing: whether the first of two loads answers first
/// or last, the screen ends on the second. A refresh whose caller gives up sends no action at
/// all: its effect is the store's, it goes on, and its answer is reduced like any other.
nonisolated public struct ScoreListReducer: Reducer {
  /// The id of the load's effect: a newer load, or the screen closing, cancels the one in flight.
  private enum CancelID { case load }

  private let service: any ScoreService

  public init(service: any ScoreService) {
    self.service = service
  }

  public func reduce(_ state: inout ScoreListState, _ action: ScoreListAction) -> Effect<ScoreListAction> {
    switch action {
    case .screenOpened:
      state.requestsMade += 1
      let request = state.requestsMade
      state.awaitedRequest = request
      state.content = .loading
      return .run(id: CancelID.load) { [service] send in
        do throws(RosterError) {
          await send(.playersLoaded(request: request, .success(try await service.loadPlayers())))
        } catch {
          await send(.playersLoaded(request: request, .failure(error)))
        }
      }
    case .screenClosed:
      // The load is asked to stop; its answer, `.cancelled` or not, still comes back and is
      // reduced below, so the screen never stays loading with nothing in flight.
      return .cancel(id: CancelID.load)
    case .playersLoaded(let request, let answer):
      // Replaced by a newer load, cancelled or not: this answer is nobody's.
      guard request == state.awaitedRequest else { return .none }
      state.awaitedRequest = nil
      state.content = Self.content(showing: answer)
      return .none
    }
  }

  /// What the list shows for an answer: its rows, the empty list, or the error in words.
  private static func content(showing answer: Result<[Player], RosterError>) -> ScoreListContent {
    switch answer {
    case .success(let players): players.isEmpty ? .empty : .rows(players.map(PlayerRow.init))
    case .failure(let error): .failed(message(for: error))
    }
  }

  /// The error as the screen words it: where, if the error knows, then what is wrong. The
  /// Model says what went wrong as values; the words are the screen's, as a level's name is.
  private static func message(for error: RosterError) -> String {
    switch error {
    case .unreadable(let source, let reason):
      [source, reason].compactMap { $0 }.joined(separator: ": ")
    case .badRecord(let source, let position, let problem):
      [source, "record \(position)", problem].compactMap { $0 }.joined(separator: ": ")
    case .cancelled:
      "the load was cancelled"
    }
  }
}
