/// Why a load handed back no players: what went wrong and where, as values.
///
/// The words a screen shows for it are not here: putting a failure into words is the job
/// of the layer between the Model and the View, as showing a level is.
public enum RosterError: Error, Sendable, Equatable {
  /// The records could not be had: the input could not be opened or read, or it holds no
  /// list of records. `source` names the input as the user did (`roster.json`), if it has a
  /// name; `reason` is the repository's account of what it found.
  case unreadable(source: String?, reason: String)
  /// Record `position`, counting from 1, does not describe a player: `problem` says which
  /// field and why, such as `missing "score"`.
  case badRecord(source: String?, position: Int, problem: String)
  /// Whoever asked no longer wants the players: a newer load replaced this one, or the
  /// screen went away.
  case cancelled
}
