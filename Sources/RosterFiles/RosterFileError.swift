import ScoreBoard

/// Why an input `kata` reads could not be read or decoded: which input, which record, and
/// what kind of failure, which says the exit status.
public struct RosterFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The input cannot be opened: no such file, a directory, no permission.
    case cannotOpen
    /// The input was opened but reading it failed.
    case cannotRead
    /// The input was read, and is not a valid roster.
    case badData
  }

  public var kind: Kind
  /// The input, as the user named it (`roster.json`, `standard input`), if there is one.
  public var source: String?
  /// The record that is wrong, counting from 1, when one is.
  public var record: Int?
  /// What is wrong, such as `missing "score"` or `cannot be opened (it is a directory)`.
  public var reason: String

  public init(_ kind: Kind, source: String? = nil, record: Int? = nil, reason: String) {
    self.kind = kind
    self.source = source
    self.record = record
    self.reason = reason
  }

  /// A bad field of record `position`, counting records from 1.
  public static func badRecord(_ position: Int, _ problem: String) -> RosterFileError {
    RosterFileError(.badData, record: position, reason: problem)
  }

  /// The same error, naming `source`.
  public func from(_ source: String?) -> RosterFileError {
    var error = self
    error.source = error.source ?? source
    return error
  }

  /// The error as `kata` prints it: `roster.json: record 2: "score" appears twice`.
  public var description: String {
    [source, record.map { "record \($0)" }, reason].compactMap { $0 }.joined(separator: ": ")
  }

  /// The same failure as the Model's error, which a screen is handed and puts into words.
  public var rosterError: RosterError {
    if let record {
      .badRecord(source: source, position: record, problem: reason)
    } else {
      .unreadable(source: source, reason: reason)
    }
  }
}
