import StrictJSON

/// One conformance case of the score list: a roster file, and what the screen must show once
/// it has loaded: its rows (none: the empty state), or the failure message. A case may go on
/// with a ``Reload``: the same screen loads again, and the roster has changed.
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

  /// A second load, and what the screen must show after it: what a screen kept from the
  /// first load must not show through.
  public struct Reload: Sendable, Hashable {
    /// The roster file's content at the second load, as exact text.
    public var roster: JSONText
    /// The rows the screen must show after it; an empty list means the empty state.
    public var rows: [Row]?
    /// The message the failed state must show after it.
    public var failure: String?

    public init(roster: JSONText, rows: [Row]?, failure: String?) {
      self.roster = roster
      self.rows = rows
      self.failure = failure
    }
  }

  /// Whether the case and its reload each give exactly one of rows and failure.
  public var isWellFormed: Bool {
    (rows == nil) != (failure == nil) && reload.map { ($0.rows == nil) != ($0.failure == nil) } != false
  }

  public init(name: String, roster: JSONText, rows: [Row]?, failure: String?, reload: Reload? = nil) {
    self.name = name
    self.roster = roster
    self.rows = rows
    self.failure = failure
    self.reload = reload
  }

  /// The built-in cases: `rosters.json`, as compiled into this module.
  public static func builtIn() throws(CaseFileError) -> [RosterCase] {
    try CaseFile.read(PackageResources.rosters_json, from: "rosters.json").rosters
  }
}
