import Foundation
import LessonManifest

extension PageTables {
  /// The lines of a file, each trimmed of its indentation, with comment lines left out.
  func codeLines(of file: String) throws -> [String] {
    try text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("//") }
  }

  /// The test doubles the lessons' suites share, found as their names say what kind they are:
  /// `Stub…` and `Gated…` stand in for the Model or the service, `…Spy` for a view,
  /// `…Recorder` for a view bound to an output.
  public func testDoubles() throws -> [String] {
    try testDoubles(declaredIn: "Tests/LessonTests/TestDoubles.swift")
  }

  /// The test doubles `file` declares, named as ``testDoubles()`` says.
  func testDoubles(declaredIn file: String) throws -> [String] {
    let declarations = ["final class ", "class ", "struct ", "actor "]
    return try codeLines(of: file).compactMap { line in
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
  public func setupLines(in suite: String) throws -> Int {
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

  /// The testing page's figures, measured from the lessons' suites: for each, its lines of
  /// setup, the doubles it uses (the shared ones, and any it declares itself), how many of
  /// them are views, and the `await`s it makes. A row per measure, a column per lesson.
  public func measuredTestability() throws -> [[String]] {
    let shared = try testDoubles()
    var rows: [[String]] = [[], [], [], []]
    for suite in lessons.map(\.suite) {
      guard FileManager.default.fileExists(atPath: root.appendingPathComponent(suite).path) else {
        throw TableError.noSuite(suite)
      }
      let doubles = shared + (try testDoubles(declaredIn: suite)).filter { !shared.contains($0) }
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

  /// The testing page's table: a column per lesson, its header a link to the lesson's suite.
  func testability(over table: TableText, korean: Bool) throws -> [String] {
    let measured = try measuredTestability()
    let rows = table.body
    guard rows.count == measured.count else {
      throw TableError.rows(
        page: korean ? "docs/ko/06-testing.md" : "docs/06-testing.md", expected: measured.count,
        found: rows.count)
    }
    let up = korean ? "../../" : "../"
    let header =
      "| | "
      + lessons.map { "[\(korean ? $0.koreanTitle : $0.title)](\(up)\($0.suite))" }
      .joined(separator: " | ") + " |"
    return [header, "| --- |" + String(repeating: " --- |", count: lessons.count)]
      + zip(rows, measured).map { TableText.row([$0.first ?? ""] + $1) }
  }
}
