import ConformanceCases
import KataDriver

/// What a failed case is about, so that a gate's why, fix and page fit what the screen did: a
/// load that never returned, a load that outlived its screen, a late answer that won, or a
/// result shown wrong.
enum FailedCaseKind: Hashable, CaseIterable {
  /// A load, or a wait for the screen, that never returned.
  case neverAnswered
  /// A case in which the screen goes, or is let go, while it loads.
  case teardown
  /// A case in which two loads overlap: the newer decides, whichever answers last.
  case reload
  /// Anything else: the screen showed the wrong thing.
  case shown

  /// The kind of `result`, a failed case of `cases`.
  init(_ result: ConformanceCheck.Result, in cases: CaseCollection) {
    let roster = cases.rosters.first { $0.name == result.caseName }
    let unanswered: [RosterVerdict] = [.notRun, .awaitedRequestCancelled]
    if result.verdicts.contains(where: { $0.isStall || unanswered.contains($0) }) {
      self = .neverAnswered
    } else if roster.map({ $0.goesAwayWhileLoading || $0.letGoWhileLoading }) == true {
      self = .teardown
    } else if roster?.reload?.overlaps == true {
      self = .reload
    } else {
      self = .shown
    }
  }

  /// Why the screen must pass such a case: `shown` for a case about what it shows.
  func why(_ shown: String) -> String {
    switch self {
    case .neverAnswered:
      "a load that never returns leaves the screen loading for ever, and whoever awaits it (a pull to refresh, "
        + "SwiftUI's `.task`, a test) waits for ever too."
    case .teardown:
      "a screen's loads are its own: once it goes, its load is cancelled and a late answer reaches nothing; a task "
        + "that keeps the screen alive until the service answers works for nobody."
    case .reload:
      "the newest load decides what the screen shows: an older answer that comes later, or fails later, must not "
        + "replace it, and a refresh whose caller gives up must not cancel what another load still waits for."
    case .shown: shown
    }
  }

  /// What to do, for `architecture`.
  func fix(_ architecture: String) -> String {
    let check = "`swift run kata check --arch \(architecture)` shows every case."
    return switch self {
    case .neverAnswered:
      "let every wait end: when the request answers, fails or is replaced, finish every load still waiting for "
        + "it, and never cancel a request that another load still waits for; " + check
    case .teardown:
      "start the load in a task the view owns, holding only the middle layer (`Task { [viewModel] in … }`), and "
        + "cancel it in the view's `deinit`; " + check
    case .reload:
      "when a newer load starts, cancel the older one's work and let no late answer through (check "
        + "`Task.isCancelled` after each `await`); cancel a shared request only when no load waits for it; "
        + check
    case .shown: "undo or mend your last change; " + check
    }
  }

  /// The page to read: page 05's section for a load's lifetime, `page` (the step's) otherwise.
  func read(_ page: String) -> String {
    switch self {
    case .neverAnswered: "docs/05-lifetimes-and-concurrency.md#who-owns-a-task"
    case .teardown: "docs/05-lifetimes-and-concurrency.md#cancellation-on-teardown"
    case .reload:
      "docs/05-lifetimes-and-concurrency.md#cancellation-on-reload-and-why-a-late-answer-must-not-win"
    case .shown: page
    }
  }
}
