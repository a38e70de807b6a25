/// The two screens every architecture builds.
public enum ScreenKind: String, CaseIterable, Sendable, CustomStringConvertible {
  case calculator
  case scoreList = "score list"

  public var description: String { rawValue }
}
