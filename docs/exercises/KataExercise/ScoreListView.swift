import KataDriver

/// The score list's view, as seed 003 starts it: it shows what it is given.
///
/// Being headless, it keeps every state it has shown, in order, for the tests to read, and
/// notes in the trace, when there is one, what it is told.
@MainActor
public final class ScoreListView {
  public private(set) var shownStates: [ScoreListSnapshot] = []
  private let trace: Trace?

  public init(trace: Trace? = nil) {
    self.trace = trace
  }

  public func showLoading() {
    trace?.arrived(at: .view, "showLoading()", from: .controller)
    // `show` counts the same state twice in a row once: nothing on screen changed.
    shownStates.show(.loading)
  }

  public func show(rows: [ScoreListRow]) {
    trace?.arrived(
      at: .view, "show(rows: [\(Trace.counted(rows.count, "row"))])", carrying: rows, from: .controller)
    shownStates.show(rows.isEmpty ? .empty : .rows(rows))
  }

  public func showError(_ message: String) {
    trace?.arrived(at: .view, "showError(\(Trace.literal(message)))", carrying: message, from: .controller)
    shownStates.show(.failed(message))
  }
}
