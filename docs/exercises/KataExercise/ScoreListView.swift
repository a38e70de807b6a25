import KataDriver

/// The score list's view, as seed 003 starts it: it shows what it is given.
///
/// Being headless, it keeps every state it has shown, in order, for the tests to read.
@MainActor
public final class ScoreListView {
  public private(set) var shownStates: [ScoreListState] = []

  public init() {}

  public func showLoading() {
    shownStates.append(.loading)
  }

  public func show(rows: [ScoreListRow]) {
    shownStates.append(rows.isEmpty ? .empty : .rows(rows))
  }

  public func showError(_ message: String) {
    shownStates.append(.failed(message))
  }
}
