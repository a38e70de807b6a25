import StrictJSON

/// One conformance case of the score list: a roster file, and what the screen must show once
/// it has loaded: its rows (none: the empty state), or the failure message. A case may go on
/// with a ``Reload``: the same screen loads again, and the roster has changed; the reload
/// may begin before the first load has answered, and its caller may then give up. Or the
/// screen may go away while it loads, its load cancelled or simply let go.
///
/// Cases live in `rosters.json` beside this file.
public struct RosterCase: Sendable, Hashable {
  /// One expected row.
  public struct Row: Sendable, Hashable {
    public var name: String
    public var level: String

    public init(name: String, level: String) {
      self.name = name
      self.level = level
    }
  }

  /// What the case checks, as a short phrase.
  public var name: String
  /// The roster file's content, good or bad, as the exact text the case holds: it is read
  /// as a roster file is, so its numbers keep their text.
  public var roster: JSONText
  /// The rows the screen must show, in order; an empty list means the empty state.
  public var rows: [Row]?
  /// The message the failed state must show.
  public var failure: String?
  /// A second load of the same screen, after the first, from another roster.
  public var reload: Reload?
  /// Whether the screen goes away before its load answers: it shows loading, and the answer
  /// that comes afterwards must reach nothing.
  public var goesAwayWhileLoading: Bool
  /// Whether every reference to the screen is dropped before its load answers, and nothing is
  /// cancelled: the screen's objects must be freed before the answer comes, the load cancelled,
  /// and nothing must reach a view.
  public var letGoWhileLoading: Bool

  /// A second load, and what the screen must show after it: what a screen kept from the
  /// first load must not show through.
  public struct Reload: Sendable, Hashable {
    /// The roster file's content at the second load, as exact text.
    public var roster: JSONText
    /// The rows the screen must show after it; an empty list means the empty state.
    public var rows: [Row]?
    /// The message the failed state must show after it.
    public var failure: String?
    /// Whether the reload begins before the first load has answered, and answers first: the
    /// first load answers last, and the screen must end on the reload's outcome.
    public var overlaps: Bool
    /// Whether the task that began the overlapping reload is cancelled once the reload has
    /// begun, as an abandoned refresh is: the first load still waits, so the reload's request
    /// must go on, and the screen must end on its outcome, never stay loading.
    public var abandoned: Bool

    public init(
      roster: JSONText, rows: [Row]?, failure: String?, overlaps: Bool = false, abandoned: Bool = false
    ) {
      self.roster = roster
      self.rows = rows
      self.failure = failure
      self.overlaps = overlaps
      self.abandoned = abandoned
    }
  }

  /// Whether each load whose outcome the screen shows gives exactly one of rows and failure,
  /// and no other does: the first load of an overlapped case and a screen that goes away
  /// show nothing of their own.
  public var isWellFormed: Bool {
    let goesAway = goesAwayWhileLoading || letGoWhileLoading
    let showsFirstOutcome = !goesAway && reload?.overlaps != true
    let first = showsFirstOutcome ? (rows == nil) != (failure == nil) : rows == nil && failure == nil
    let second = reload.map { ($0.rows == nil) != ($0.failure == nil) && !goesAway } ?? true
    let abandons = reload?.abandoned != true || reload?.overlaps == true
    return first && second && abandons && !(goesAwayWhileLoading && letGoWhileLoading)
  }

  public init(
    name: String, roster: JSONText, rows: [Row]?, failure: String?, reload: Reload? = nil,
    goesAwayWhileLoading: Bool = false, letGoWhileLoading: Bool = false
  ) {
    self.name = name
    self.roster = roster
    self.rows = rows
    self.failure = failure
    self.reload = reload
    self.goesAwayWhileLoading = goesAwayWhileLoading
    self.letGoWhileLoading = letGoWhileLoading
  }

  /// The built-in cases: `rosters.json`, as compiled into this module.
  public static func builtIn() throws(CaseFileError) -> [RosterCase] {
    try builtInCases.get()
  }

  /// The built-in cases, read once: they are compiled in, and every check and gate asks.
  private static let builtInCases = Result { () throws(CaseFileError) in
    try CaseFile.read(PackageResources.rosters_json, from: "rosters.json").rosters
  }
}
