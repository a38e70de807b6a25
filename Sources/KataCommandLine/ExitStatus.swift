/// The exit statuses `kata` uses, from `sysexits.h`, as docs/kata.md lists them under "Errors".
public enum ExitStatus: Int32, Sendable {
  /// Done.
  case success = 0
  /// `kata check` ran, and at least one case failed.
  case checkFailed = 1
  /// The command line is wrong (`EX_USAGE`).
  case usage = 64
  /// The input is not what it should be: a bad roster or cases file (`EX_DATAERR`).
  case dataError = 65
  /// An input file cannot be opened (`EX_NOINPUT`).
  case noInput = 66
  /// Nothing failed, but a rule could not be measured: the evidence it reads is not to be
  /// had (`EX_UNAVAILABLE`). A rule not measured is never a pass.
  case notMeasured = 69
  /// Reading or writing failed (`EX_IOERR`).
  case ioError = 74
}
