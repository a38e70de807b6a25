/// Everything the calculator screen is: both fields as typed, and the result as the label
/// shows it.
///
/// One value, so a test compares a whole screen with `==`, and the store tells a view only
/// when what it shows changed. The fields are kept because the sum needs both: an edit of one
/// is reduced with the other as it stands.
nonisolated public struct CalculatorState: Sendable, Equatable {
  /// The token (separators) field.
  public var token: String
  /// The input field.
  public var input: String
  /// The result label's text, formatted: the view shows it as it is.
  public var resultText: String

  public init(token: String = "", input: String = "", resultText: String) {
    self.token = token
    self.input = input
    self.resultText = resultText
  }
}
