import Foundation
import Testing

extension DocsTests {
  /// The lessons' suites: every `…LessonTests.swift` in `Tests/LessonTests`, whatever lessons
  /// there are.
  static func lessonSuites() throws -> [String] {
    let folder = "Tests/LessonTests"
    return try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
      .filter { $0.hasSuffix("LessonTests.swift") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The lines of a file, each trimmed of its indentation, with comment lines left out.
  static func codeLines(of file: String) throws -> [String] {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("//") }
  }

  /// The test doubles the lessons' suites share, found as their names say what kind they are:
  /// `Stub…` and `Gated…` stand in for the Model or the service, `…Spy` for a view,
  /// `…Recorder` for a view bound to an output.
  static func testDoubles() throws -> [String] {
    let declarations = ["final class ", "class ", "struct ", "actor "]
    return try codeLines(of: "Tests/LessonTests/TestDoubles.swift").compactMap { line in
      guard let kind = declarations.first(where: line.hasPrefix) else { return nil }
      let name = String(line.dropFirst(kind.count).prefix { $0.isLetter || $0.isNumber })
      let isDouble =
        name.hasPrefix("Stub") || name.hasPrefix("Gated") || name.hasSuffix("Spy")
        || name.hasSuffix("Recorder")
      return isDouble ? name : nil
    }
  }

  /// The lines of setup in each test of `suite`: the lines of its body before the first blank
  /// one (a test arranges, then acts, then checks, each a paragraph).
  static func setupLines(in suite: String) throws -> Int {
    var total = 0
    var awaitingBody = false
    var inSetup = false
    for line in try codeLines(of: suite) {
      if line.hasPrefix("@Test") {
        awaitingBody = true
      } else if awaitingBody && line.hasPrefix("func ") && line.hasSuffix("{") {
        (awaitingBody, inSetup) = (false, true)
      } else if inSetup {
        // The setup ends at its first blank line, or at the first brace that closes a block
        // (the test's, or the closure a leak check builds its screen in).
        if line.isEmpty || line == "}" {
          inSetup = false
        } else {
          total += 1
        }
      }
    }
    return total
  }

  /// The testing page's table, measured from `suites`: for each, its lines of setup, the
  /// doubles it uses, how many of them are views, and the `await`s it makes. A row per measure,
  /// a column per suite.
  static func measuredTestability(of suites: [String]) throws -> [[String]] {
    let doubles = try testDoubles()
    var rows: [[String]] = [[], [], [], []]
    for suite in suites {
      let code = try codeLines(of: suite).joined(separator: "\n")
      let words = code.split { !($0.isLetter || $0.isNumber) }.map(String.init)
      let used = doubles.filter { words.contains($0) }
      rows[0].append(String(try setupLines(in: suite)))
      rows[1].append(String(used.count))
      rows[2].append(String(used.filter { $0.hasSuffix("Spy") }.count))
      rows[3].append(String(words.filter { $0 == "await" }.count))
    }
    return rows
  }

  /// The suite a column of the table measures: its header links to the suite's file, as
  /// `[MVP](../Tests/LessonTests/MVPLessonTests.swift)`; nil for a header with no such link.
  static func linkedSuite(_ header: Substring) -> String? {
    header.firstMatch(of: /\]\((?:\.\.\/)+(?<file>Tests\/LessonTests\/[^)]+LessonTests\.swift)\)/)
      .map { String($0.file) }
  }

  @Test("the testing page's table of testability is measured from the lessons' suites, in both languages")
  func testabilityIsMeasured() throws {
    let suites = try Self.lessonSuites()
    #expect(!suites.isEmpty, "Tests/LessonTests holds no …LessonTests.swift suite")
    let english = [
      "Lines of setup, in all six tests", "Test doubles used", "Of them, views (spies)",
      "`await`s in the suite",
    ]
    for page in ["06-testing.md", "ko/06-testing.md"] {
      let between = /<!-- testability:begin -->\n(?<table>(?:.*\n)*?)<!-- testability:end -->/
      let written = try #require(
        try Self.text(of: page).firstMatch(of: between), "docs/\(page) has no testability table")
      let lines = written.table.split(separator: "\n")
      let cells = lines.map { row in
        row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
          .map { $0.trimmingCharacters(in: .whitespaces) }
      }
      // The columns the page has, in its order; then every suite it lacks, at the end.
      let headers = lines.first.map { $0.split(separator: "|").dropFirst() } ?? []
      let linked = headers.compactMap(Self.linkedSuite)
      let missing = suites.filter { !linked.contains($0) }
      let columns = linked.filter(suites.contains) + missing
      let measured = try Self.measuredTestability(of: columns)
      let rows = Array(cells.dropFirst(2))
      let labels = rows.count == measured.count ? rows.map { $0.first ?? "" } : english
      // A column the page has keeps its header; a new one is named by its file, to rename.
      let named = Dictionary(
        headers.compactMap { cell in
          Self.linkedSuite(cell).map { ($0, cell.trimmingCharacters(in: .whitespaces)) }
        },
        uniquingKeysWith: { first, _ in first })
      let up = page.hasPrefix("ko/") ? "../../" : "../"
      let header =
        "| | "
        + columns.map { named[$0] ?? "[\($0.split(separator: "/").last ?? "")](\(up)\($0))" }
        .joined(separator: " | ") + " |"
      let table =
        ([header, "| --- |" + String(repeating: " --- |", count: columns.count)]
        + zip(labels, measured).map { "| \($0) | " + $1.joined(separator: " | ") + " |" })
        .joined(separator: "\n")
      #expect(
        linked == columns && rows.map { Array($0.dropFirst()) } == measured,
        """
        docs/\(page)'s testability table must have a column for each suite in Tests/LessonTests, \
        its header a link to the suite's file, and the values measured from it. Replace the table \
        with this one (and name the columns in the page's words):
        \(table)
        """)
    }
  }
}
