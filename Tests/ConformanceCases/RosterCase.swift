#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One conformance case of the score list: a roster file, and what the screen must show once
/// it has loaded: its rows (none: the empty state), or the failure message.
///
/// Cases live in `rosters.json` beside this file.
public struct RosterCase: Codable, Sendable, Hashable {
  /// One expected row.
  public struct Row: Codable, Sendable, Hashable {
    public var name: String
    public var level: String
  }

  /// What the case checks, as a short phrase.
  public var name: String
  /// The roster file's content, good or bad.
  public var roster: JSONValue
  /// The rows the screen must show, in order; an empty list means the empty state.
  public var rows: [Row]?
  /// The message the failed state must show.
  public var failure: String?

  /// The built-in cases: `rosters.json`, as compiled into this module.
  public static func builtIn() throws(CaseFileError) -> [RosterCase] {
    try CaseFile.decode(PackageResources.rosters_json, from: "rosters.json")
  }
}
