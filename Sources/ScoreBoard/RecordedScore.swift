/// A score as the roster recorded it: an integer that fits `Int`, or something else.
///
/// JSON numbers are not all integers (`41.5`, `1e400`, `99999999999999999999`), and a roster
/// may hold `"41"` or `true` instead. Keeping what was found lets the service say what is wrong.
public enum RecordedScore: Codable, Sendable, Equatable {
  /// An integer that fits `Int`.
  case integer(Int)
  /// Anything else, described for an error message: `a fraction`, `text`, `true`.
  case invalid(String)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if (try? container.decode(Double.self)) != nil {
      self = .invalid("a number that is not an integer or does not fit Int")
    } else if let text = try? container.decode(String.self) {
      self = .invalid("text (\(text.debugDescription))")
    } else if let flag = try? container.decode(Bool.self) {
      self = .invalid("\(flag)")
    } else {
      self = .invalid("a list or an object")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let score): try container.encode(score)
    case .invalid(let found): try container.encode(found)
    }
  }
}
