/// What can happen to the calculator screen: the user edits a field. One case per view event.
///
/// No answer comes back from the Model as an action: the sum is computed in the reducer (see
/// ``CalculatorReducer``).
nonisolated public enum CalculatorAction: Sendable, Equatable {
  /// The user edited the token (separators) field.
  case tokenChanged(String)
  /// The user edited the input field.
  case inputChanged(String)
}
