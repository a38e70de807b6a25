/// A cases file that cannot be read as cases: it names the file, and where and why.
public struct CaseFileError: Error, Equatable, CustomStringConvertible {
  /// The file, as the user named it.
  public var source: String
  /// What is wrong, and where: `case 3: missing "expected"`.
  public var reason: String
  public init(source: String, reason: String) {
    self.source = source
    self.reason = reason
  }

  public var description: String { "\(source): \(reason)" }
}
