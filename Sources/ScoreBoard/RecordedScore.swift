/// A score as the roster recorded it: an integer that fits `Int`, or something else.
///
/// JSON numbers are not all integers (`41.5`, `1e400`, `99999999999999999999`), and a roster
/// may hold `"41"` or `true` instead. Keeping what was found lets the service say what is wrong.
/// A number is judged on its text, never through `Double`: `70.000000000000001` is not 70.
public enum RecordedScore: Sendable, Equatable {
  /// An integer that fits `Int`, written as one (`-?(0|[1-9][0-9]*)`).
  case integer(Int)
  /// Anything else: what was found and why it is no score, such as
  /// `40.5, which is not an integer` or `text ("71"), not an integer`.
  case invalid(String)
}
