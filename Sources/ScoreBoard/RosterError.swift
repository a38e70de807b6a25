/// Why a roster could not be turned into players: which input, which record, which field.
public struct RosterError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The input cannot be opened: no such file, a directory, no permission.
    case cannotOpen
    /// The input was opened but reading it failed.
    case cannotRead
    /// The input was read, and is not a valid roster.
    case badData
    /// Whoever asked no longer wants the players: a newer load replaced this one, or the
    /// screen went away.
    case cancelled
  }

  public var kind: Kind
  /// The input, as the user named it (`roster.json`, `standard input`), if there is one.
  public var source: String?
  /// What is wrong and where, such as `record 2: missing "score"`.
  public var reason: String

  public init(_ kind: Kind, source: String? = nil, reason: String) {
    self.kind = kind
    self.source = source
    self.reason = reason
  }

  /// A bad field: `record 2: missing "score"`, counting records from 1.
  public static func badRecord(_ position: Int, _ problem: String) -> RosterError {
    RosterError(.badData, reason: "record \(position): \(problem)")
  }

  /// The load was cancelled before its players were handed back.
  public static let cancelled = RosterError(.cancelled, reason: "the load was cancelled")

  /// The same error, naming `source`.
  public func from(_ source: String?) -> RosterError {
    var error = self
    error.source = error.source ?? source
    return error
  }

  public var description: String {
    source.map { "\($0): \(reason)" } ?? reason
  }
}
