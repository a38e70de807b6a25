import StrictJSON

/// A file of conformance cases: a JSON array of one kind of case, read strictly.
///
/// Errors name the case (counting from 1), the field and what was found, in a teacher's
/// words: `case 3: missing "expected"`, `case 1 is null, not an object`,
/// `case 2, row 1: "level" is 3, not text`. Text that is not JSON is reported first, with
/// its line and column. An `"expected"` may be written as text or as an integer that fits
/// `Int` (`6`, not `6.0` or `6e0`); numbers keep their text, so nothing is rounded.
enum CaseFile {
  static func read(_ bytes: [UInt8], from source: String) throws(CaseFileError) -> CaseCollection {
    var cases = CaseReader()
    do {
      let found = try JSONReader.readList(bytes) { reader throws(JSONSyntaxError) in
        try cases.readCase(&reader)
      }
      if let found {
        cases.fail("the file is \(found.plainDescription), not a list of cases (a JSON array)")
      }
    } catch {
      throw CaseFileError(source: source, reason: error.description)
    }
    if let problem = cases.problem { throw CaseFileError(source: source, reason: problem) }
    guard cases.count > 0 else { throw CaseFileError(source: source, reason: "holds no cases") }
    return cases.collection
  }
}

/// Reads case after case into a collection, and keeps the first problem.
private struct CaseReader {
  var collection = CaseCollection()
  /// The first case that is not a case. Reading goes on, so that text that is not JSON
  /// further on is reported first.
  var problem: String?
  private(set) var count = 0
  /// Whether the file holds roster cases: its first case decides.
  private var holdsRosters: Bool?

  mutating func readCase(_ reader: inout JSONReader) throws(JSONSyntaxError) {
    count += 1
    guard try reader.nextKind() == .object else {
      fail("case \(count) is \(try reader.readValue().plainDescription), not an object")
      return
    }
    var fields = CaseFields(position: count)
    try reader.readObject { reader, name throws(JSONSyntaxError) in try fields.read(name, from: &reader) }
    let holdsRosters = self.holdsRosters ?? (fields.roster != nil)
    self.holdsRosters = holdsRosters
    do {
      if holdsRosters {
        collection.rosters.append(try fields.rosterCase())
      } else {
        collection.calculator.append(try fields.calculatorCase())
      }
    } catch {
      fail(error.message)
    }
  }

  mutating func fail(_ message: String) {
    problem = problem ?? message
  }
}

/// A case's problem, as the message says it.
private struct CaseProblem: Error {
  var message: String
}

/// The fields of a case's `"reload"`, as read.
private struct ReloadFields {
  var roster: JSONText?
  var rows: [RosterCase.Row]?
  var failure: JSONValue?
  var overlaps: JSONValue?
  var abandoned: JSONValue?
}

/// The fields of one case, as read, before they make a case.
private struct CaseFields {
  let position: Int
  private var values: [String: JSONValue] = [:]
  private(set) var roster: JSONText?
  private var rows: [RosterCase.Row]?
  private var reload: ReloadFields?
  private var seen: [String] = []
  /// The first problem found while reading, such as a field given twice.
  private var problem: String?

  init(position: Int) {
    self.position = position
  }

  /// The fields of a calculator case, beside its name.
  private static let calculatorNames = ["token", "input", "expected"]
  /// The fields of a roster case, beside its name.
  private static let rosterNames = [
    "roster", "rows", "failure", "reload", "goesAwayWhileLoading", "letGoWhileLoading",
  ]
  /// The fields of both kinds of case; any other field is skipped.
  private static let names = ["name"] + calculatorNames + rosterNames

  /// One rule for both kinds: a field of the other kind is refused, whatever its value, since
  /// a file holds one kind of case and the field would be read as nothing.
  private func refuseFields(of other: [String], otherKind: String, own: [String]) throws(CaseProblem) {
    guard let field = seen.first(where: other.contains) else { return }
    throw CaseProblem(
      message: "case \(position): \"\(field)\" is a field of a \(otherKind) case; this case has "
        + (["name"] + own).map { "\"\($0)\"" }.joined(separator: ", ")
        + " (a file holds one kind of case: its first case decides)")
  }

  mutating func read(_ name: String, from reader: inout JSONReader) throws(JSONSyntaxError) {
    // The one field a case may hold in the wrong place: said, not skipped.
    if name == "overlaps" || name == "abandoned" {
      note(": \"\(name)\" belongs inside \"reload\" (\"reload\": {\"roster\": …, \"\(name)\": true})")
    }
    guard Self.names.contains(name) else { return }
    guard !seen.contains(name) else {
      note(": \"\(name)\" appears twice")
      return
    }
    seen.append(name)
    switch name {
    case "roster": roster = try reader.readText()
    case "rows": rows = try readRows(&reader)
    case "reload": reload = try readReload(&reader)
    default: values[name] = try reader.readValue()
    }
  }

  func calculatorCase() throws(CaseProblem) -> CalculatorCase {
    try refuseFields(of: Self.rosterNames, otherKind: "roster", own: Self.calculatorNames)
    if let problem { throw CaseProblem(message: problem) }
    return CalculatorCase(
      name: try text("name"), token: try text("token"), input: try text("input"), expected: try expected())
  }

  func rosterCase() throws(CaseProblem) -> RosterCase {
    try refuseFields(of: Self.calculatorNames, otherKind: "calculator", own: Self.rosterNames)
    if let problem { throw CaseProblem(message: problem) }
    let name = try text("name")
    guard let roster else { throw CaseProblem(message: "case \(position): missing \"roster\"") }
    let failure = try optionalText("failure")
    let goesAway = try flag(values["goesAwayWhileLoading"], named: "\"goesAwayWhileLoading\"")
    let letGo = try flag(values["letGoWhileLoading"], named: "\"letGoWhileLoading\"")
    let reload = try reloadCase()
    if goesAway, letGo {
      throw CaseProblem(
        message: "case \(position): a screen goes away with its load cancelled or simply let go, not both: "
          + "give \"goesAwayWhileLoading\" or \"letGoWhileLoading\"")
    } else if goesAway || letGo {
      guard rows == nil, failure == nil, reload == nil else {
        throw CaseProblem(
          message: "case \(position): a screen that goes away while loading shows nothing more: "
            + "give it no \"rows\", \"failure\" or \"reload\"")
      }
    } else if reload?.overlaps == true {
      guard rows == nil, failure == nil else {
        throw CaseProblem(
          message: "case \(position): the first load answers after the overlapping reload and is never "
            + "shown: give \"rows\" or \"failure\" to the reload only")
      }
    } else if (rows == nil) == (failure == nil) {
      throw CaseProblem(message: "case \(position): give either \"rows\" or \"failure\"")
    }
    return RosterCase(
      name: name, roster: roster, rows: rows, failure: failure, reload: reload,
      goesAwayWhileLoading: goesAway,
      letGoWhileLoading: letGo)
  }

  /// A field that is `true` or `false`; missing or null is `false`.
  private func flag(_ value: JSONValue?, named name: String) throws(CaseProblem) -> Bool {
    switch value {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    case let value?:
      throw CaseProblem(message: "case \(position): \(name) is \(value.plainDescription), not true or false")
    }
  }

  /// `"reload"`: a second roster, and the rows or the failure it must show.
  private func reloadCase() throws(CaseProblem) -> RosterCase.Reload? {
    guard let reload else { return nil }
    guard let roster = reload.roster else {
      throw CaseProblem(message: "case \(position): the reload is missing \"roster\"")
    }
    let failure: String?
    switch reload.failure {
    case nil, .null?: failure = nil
    case .string(let text)?: failure = text
    case let value?:
      throw CaseProblem(
        message: "case \(position): the reload's \"failure\" is \(value.plainDescription), not text")
    }
    guard (reload.rows == nil) != (failure == nil) else {
      throw CaseProblem(message: "case \(position): give the reload either \"rows\" or \"failure\"")
    }
    let overlaps = try flag(reload.overlaps, named: "the reload's \"overlaps\"")
    let abandoned = try flag(reload.abandoned, named: "the reload's \"abandoned\"")
    guard overlaps || !abandoned else {
      throw CaseProblem(
        message: "case \(position): only a reload that overlaps the first load can be abandoned while "
          + "that load waits: give the reload \"overlaps\": true")
    }
    return RosterCase.Reload(
      roster: roster, rows: reload.rows, failure: failure, overlaps: overlaps, abandoned: abandoned)
  }

  /// A text field; null counts as missing.
  private func text(_ name: String) throws(CaseProblem) -> String {
    guard let text = try optionalText(name) else {
      throw CaseProblem(message: "case \(position): missing \"\(name)\"")
    }
    return text
  }

  private func optionalText(_ name: String) throws(CaseProblem) -> String? {
    switch values[name] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let value?:
      throw CaseProblem(message: "case \(position): \"\(name)\" is \(value.plainDescription), not text")
    }
  }

  /// `"expected"`: text, or an integer written as one that fits `Int`.
  private func expected() throws(CaseProblem) -> String {
    switch values["expected"] {
    case .number(let number)?:
      if let integer = number.intValue { return String(integer) }
      throw CaseProblem(message: "case \(position): \"expected\" is \(number.integerProblem ?? number.text)")
    case .bool?, .array?, .object?:
      let found = values["expected"]?.plainDescription ?? ""
      throw CaseProblem(message: "case \(position): \"expected\" is \(found), not text or an integer")
    default:
      return try text("expected")
    }
  }

  /// `"reload"`: an object with `"roster"`, `"rows"` or `"failure"`, and maybe `"overlaps"` and
  /// `"abandoned"`.
  private mutating func readReload(_ reader: inout JSONReader) throws(JSONSyntaxError) -> ReloadFields? {
    switch try reader.nextKind() {
    case .object: break
    case .null:
      // Null counts as missing, as for every other field.
      _ = try reader.readValue()
      return nil
    default:
      note(": \"reload\" is \(try reader.readValue().plainDescription), not an object with a roster")
      return nil
    }
    var fields = ReloadFields()
    var seen: [String] = []
    try reader.readObject { reader, name throws(JSONSyntaxError) in
      if ["roster", "rows", "failure", "overlaps", "abandoned"].contains(name) {
        guard !seen.contains(name) else {
          note(": the reload's \"\(name)\" appears twice")
          return
        }
        seen.append(name)
      }
      switch name {
      case "roster": fields.roster = try reader.readText()
      case "rows": fields.rows = try readRows(&reader)
      case "failure": fields.failure = try reader.readValue()
      case "overlaps": fields.overlaps = try reader.readValue()
      case "abandoned": fields.abandoned = try reader.readValue()
      default: return
      }
    }
    return fields
  }

  /// `"rows"`: a list of `{"name": …, "level": …}`; null counts as missing.
  private mutating func readRows(_ reader: inout JSONReader) throws(JSONSyntaxError) -> [RosterCase.Row]? {
    switch try reader.nextKind() {
    case .array: break
    case .null:
      _ = try reader.readValue()
      return nil
    default:
      note(": \"rows\" is \(try reader.readValue().plainDescription), not a list")
      return nil
    }
    var rows: [RosterCase.Row] = []
    var index = 0
    try reader.readArray { reader throws(JSONSyntaxError) in
      index += 1
      guard try reader.nextKind() == .object else {
        note(
          ", row \(index) is \(try reader.readValue().plainDescription), not an object with name and level")
        return
      }
      var fields: [String: String] = [:]
      try reader.readObject { reader, name throws(JSONSyntaxError) in
        guard name == "name" || name == "level" else { return }
        guard fields[name] == nil else {
          note(", row \(index): \"\(name)\" appears twice")
          return
        }
        let value = try reader.readValue()
        guard case .string(let text) = value else {
          note(", row \(index): \"\(name)\" is \(value.plainDescription), not text")
          return
        }
        fields[name] = text
      }
      for name in ["name", "level"] where fields[name] == nil {
        note(", row \(index): missing \"\(name)\"")
      }
      if let name = fields["name"], let level = fields["level"] {
        rows.append(RosterCase.Row(name: name, level: level))
      }
    }
    return rows
  }

  /// Keeps the first problem: `suffix` follows `case N`.
  private mutating func note(_ suffix: String) {
    problem = problem ?? "case \(position)\(suffix)"
  }
}
