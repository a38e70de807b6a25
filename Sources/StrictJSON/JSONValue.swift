/// One JSON value as ``JSONReader/readValue()`` returns it: a string, a number or a literal
/// in full; a list or an object only by its kind.
///
/// It is what a reader needs to take a field or to say what it found instead.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  /// A list, checked and skipped.
  case array
  /// An object, checked and skipped.
  case object

  /// What this value is, in plain words for a message: `null`, `true`, `40.5`,
  /// `text ("71")`, `a list`, `an object`. Long numbers and texts are shortened.
  public var plainDescription: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .number(let number): number.shortText
    case .string(let text):
      "text (\(text.count > 40 ? String(text.prefix(39)).debugDescription.dropLast() + "…\"" : text.debugDescription))"
    case .array: "a list"
    case .object: "an object"
    }
  }
}
