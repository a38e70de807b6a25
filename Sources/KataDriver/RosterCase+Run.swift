import ConformanceCases
import ScoreBoard

extension RosterCase {
  /// Every state the screen must show, in order: loading, then the rows, the empty list,
  /// or the failure.
  public var expectedStates: [ScoreListState] {
    if let failure { return [.loading, .failed(failure)] }
    let rows = (rows ?? []).map { ScoreListRow(name: $0.name, level: $0.level) }
    return [.loading, rows.isEmpty ? .empty : .rows(rows)]
  }

  /// Runs this case through `architecture`, as the suite and `kata check` both do: a fresh
  /// screen over the roster's bytes, loaded once. Returns every state it showed.
  @MainActor
  public func run(through architecture: Architecture) async -> [ScoreListState] {
    let repository = JSONRosterRepository(.bytes(roster.bytes, name: nil))
    let screen = architecture.makeScoreListScreen(service: RepositoryScoreService(repository: repository))
    await screen.load()
    return screen.shownStates
  }
}
