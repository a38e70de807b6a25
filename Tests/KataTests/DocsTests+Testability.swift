import Foundation
import Testing

extension DocsTests {
  /// The lessons' suites, in the order of the testing page's table: one file each.
  static let lessonSuites = [
    "Tests/LessonTests/MVCLessonTests.swift", "Tests/LessonTests/MVPLessonTests.swift",
    "Tests/LessonTests/MVVMLessonTests.swift", "Tests/LessonTests/ObservationLessonTests.swift",
  ]

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

  /// The testing page's table, measured from the suites: for each lesson, its lines of setup,
  /// the doubles it uses, how many of them are views, and the `await`s it makes.
  static func measuredTestability() throws -> [[String]] {
    let doubles = try testDoubles()
    var rows: [[String]] = [[], [], [], []]
    for suite in lessonSuites {
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

  @Test("the testing page's table of testability is measured from the lessons' suites, in both languages")
  func testabilityIsMeasured() throws {
    let measured = try Self.measuredTestability()
    let english = [
      "Lines of setup, in all six tests", "Test doubles used", "Of them, views (spies)",
      "`await`s in the suite",
    ]
    for page in ["06-testing.md", "ko/06-testing.md"] {
      let between = /<!-- testability:begin -->\n(?<table>(?:.*\n)*?)<!-- testability:end -->/
      let written = try #require(
        try Self.text(of: page).firstMatch(of: between), "docs/\(page) has no testability table")
      let rows = written.table.split(separator: "\n").dropFirst(2).map { row in
        row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      let labels = rows.count == measured.count ? rows.map { $0.first ?? "" } : english
      let table = zip(labels, measured).map { "| \($0) | " + $1.joined(separator: " | ") + " |" }
        .joined(separator: "\n")
      #expect(
        rows.map { Array($0.dropFirst()) } == measured,
        "paste these rows into docs/\(page)'s testability table, under its header:\n\(table)")
    }
  }
}
