import ScoreBoard
import StrictJSON

extension JSONRosterRepository {
  /// Decodes a roster's bytes into records, straight from the text (no tree in between), or
  /// says what is wrong: not JSON, where and why; or which record, which field, and what
  /// was found.
  ///
  /// Text that is not JSON is reported before any record that is wrong, wherever it is.
  public static func decode(_ bytes: [UInt8]) throws(RosterFileError) -> [PlayerRecord] {
    var decoder = RecordDecoder()
    do {
      let found = try JSONReader.readList(bytes) { reader throws(JSONSyntaxError) in
        try decoder.readRecord(&reader)
      }
      if let found {
        decoder.problem = RosterFileError(
          .badData,
          reason: "the roster is \(found.plainDescription), not a list of player records (a JSON array)")
      }
    } catch {
      throw RosterFileError(.badData, reason: error.description)
    }
    if let problem = decoder.problem { throw problem }
    return decoder.records
  }
}

/// Turns each record of a roster into a ``PlayerRecord``, and keeps the first problem.
private struct RecordDecoder {
  var records: [PlayerRecord] = []
  /// The first record that is not a record. Reading goes on, so that text that is not JSON
  /// further on is reported first.
  var problem: RosterFileError?
  private var position = 0

  /// The fields a record is read for.
  private static let fields = ["firstName", "lastName", "score"]

  mutating func readRecord(_ reader: inout JSONReader) throws(JSONSyntaxError) {
    position += 1
    guard try reader.nextKind() == .object else {
      let found = try reader.readValue()
      fail(
        RosterFileError(
          .badData,
          reason:
            "record \(position) is \(found.plainDescription), not an object with firstName, lastName and score"
        ))
      return
    }
    var record = PlayerRecord(firstName: nil, lastName: nil, score: nil)
    var seen: [String] = []
    try reader.readObject { reader, name throws(JSONSyntaxError) in
      // Other fields are skipped: a roster may carry more than a player needs.
      guard Self.fields.contains(name) else { return }
      guard !seen.contains(name) else {
        fail(.badRecord(position, "\"\(name)\" appears twice"))
        return
      }
      seen.append(name)
      let value = try reader.readValue()
      switch name {
      case "firstName": record.firstName = text(value, field: name)
      case "lastName": record.lastName = text(value, field: name)
      default: record.score = Self.score(value)
      }
    }
    if problem == nil { records.append(record) }
  }

  /// A name field's text; nil for null or a missing field, which the service reports.
  private mutating func text(_ value: JSONValue, field: String) -> String? {
    switch value {
    case .string(let text): return text
    case .null: return nil
    default:
      fail(.badRecord(position, "\"\(field)\" is \(value.plainDescription), not text"))
      return nil
    }
  }

  private static func score(_ value: JSONValue) -> RecordedScore? {
    switch value {
    case .null: nil
    case .number(let number):
      number.intValue.map(RecordedScore.integer) ?? .invalid(number.integerProblem ?? "")
    default: .invalid("\(value.plainDescription), not an integer")
    }
  }

  private mutating func fail(_ error: RosterFileError) {
    if problem == nil {
      problem = error
      records = []
    }
  }
}
