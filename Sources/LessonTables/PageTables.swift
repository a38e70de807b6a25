import Foundation
import LessonManifest

/// The tables the pages keep between markers (`<!-- reading-map:begin -->` … `end -->`), written
/// from the lessons' manifest and measured from the files: `swift run kata-tables` writes them,
/// and the docs tests ask it to when one is stale. A table's words (its first column, the
/// non-lesson rows of the reading map) are the page's own and kept; its columns and rows for the
/// lessons, and every figure, are written here.
public struct PageTables {
  /// The package's folder.
  public let root: URL
  /// The lessons the tables have a row or a column for.
  public let lessons: [Lesson]

  public init(root: URL, lessons: [Lesson] = Lesson.all) {
    (self.root, self.lessons) = (root, lessons)
  }

  /// Every table: the page it is in, its marker, and how it is written from the one there now.
  var tables: [(page: String, marker: String, write: (TableText, Bool) throws -> [String])] {
    ["README.md", "docs/README.md", "docs/ko/README.md"].map { page in
      (page, "reading-map", { table, korean in try readingMap(over: table, in: page, korean: korean) })
    }
      + ["docs/comparison.md", "docs/ko/comparison.md"].map { page in
        (page, "lines-of-code", { table, korean in try linesOfCode(over: table, korean: korean) })
      }
      + ["docs/06-testing.md", "docs/ko/06-testing.md"].map { page in
        (page, "testability", { table, korean in try testability(over: table, korean: korean) })
      }
  }

  /// Each file not as it would be written, with its text as written: the kit's list of lessons,
  /// then each page whose tables are stale.
  public func stale() throws -> [(page: String, text: String)] {
    try staleLessonList() + stalePages()
  }

  /// Each page whose tables are not as they would be written, with its text as written.
  func stalePages() throws -> [(page: String, text: String)] {
    var written: [String: String] = [:]
    var order: [String] = []
    for table in tables {
      let current = try written[table.page] ?? text(of: table.page)
      let markers = (begin: "<!-- \(table.marker):begin -->\n", end: "<!-- \(table.marker):end -->")
      guard let begin = current.range(of: markers.begin),
        let end = current.range(of: markers.end, range: begin.upperBound..<current.endIndex)
      else { throw TableError.noMarkers(page: table.page, marker: table.marker) }
      let lines = TableText(current[begin.upperBound..<end.lowerBound])
      let rows = try table.write(lines, table.page.contains("/ko/"))
      var next = current
      next.replaceSubrange(begin.upperBound..<end.lowerBound, with: rows.map { $0 + "\n" }.joined())
      if written[table.page] == nil { order.append(table.page) }
      written[table.page] = next
    }
    return try order.compactMap { page in
      let text = written[page] ?? ""
      return try text == self.text(of: page) ? nil : (page, text)
    }
  }

  /// The kit's list of lessons, with its text as written, if it is stale.
  func staleLessonList() throws -> [(page: String, text: String)] {
    let list = try text(of: Self.lessonListFile)
    let next = try lessonList(in: list)
    return next == list ? [] : [(Self.lessonListFile, next)]
  }

  /// Writes every stale file, and returns their names. The kit's list of lessons is written
  /// first, and even when a table cannot be (a lesson's suite not written yet), so that the
  /// lesson runs as soon as its Architecture is declared; the table's error is thrown after.
  public func write() throws -> [String] {
    try writeLessonList() + writeTables()
  }

  /// Writes the kit's list of lessons if it is stale, and returns its name.
  public func writeLessonList() throws -> [String] { try save(staleLessonList()) }

  /// Writes every page whose tables are stale, and returns their names.
  public func writeTables() throws -> [String] { try save(stalePages()) }

  private func save(_ files: [(page: String, text: String)]) throws -> [String] {
    try files.map { page, text in
      try text.write(to: root.appendingPathComponent(page), atomically: true, encoding: .utf8)
      return page
    }
  }

  func text(of page: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
  }
}

/// Why the tables could not be written.
public enum TableError: Error, CustomStringConvertible {
  case noMarkers(page: String, marker: String)
  case rows(page: String, expected: Int, found: Int)
  case noSuite(String)

  public var description: String {
    switch self {
    case .noMarkers(let page, let marker) where page.hasSuffix(".swift"):
      "\(page) has no `// \(marker):begin` … `// \(marker):end` list"
    case .noMarkers(let page, let marker):
      "\(page) has no `<!-- \(marker):begin -->` … `<!-- \(marker):end -->` table"
    case .rows(let page, let expected, let found):
      "\(page)'s table has \(found) rows where \(expected) were expected: give it one row per measure"
    case .noSuite(let suite):
      "\(suite) is missing: the testing page's table measures each lesson's suite, so write it first "
        + "(docs/adding-a-lesson.md, \"The lesson's suite\")"
    }
  }
}

/// A markdown table as the page has it: its lines, each split into its trimmed cells.
struct TableText {
  let lines: [Substring]

  init(_ text: Substring) { lines = text.split(separator: "\n") }

  /// The cells of each line after the header and its rule.
  var body: [[String]] { lines.dropFirst(2).map(Self.cells) }
  var header: [String] { lines.first.map(Self.cells) ?? [] }

  static func cells(_ line: Substring) -> [String] {
    line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
}

extension PageTables {
  /// Whether a size a table writes (`177`, `~9,200`) is within a fifth of the measured one: a
  /// reader needs the scale, not the count, and a student's comment in a lesson must not make a
  /// page stale, while a folder that doubles or halves does. A size that is close is kept.
  public static func isClose(_ written: String, to measured: String) -> Bool {
    func number(_ text: String) -> Double? { Double(text.filter(\.isNumber)) }
    guard let written = number(written), let measured = number(measured) else { return false }
    return abs(written - measured) <= measured / 5
  }

  /// `written` if it is close to `measured`, else `measured`.
  static func kept(_ written: String?, _ measured: String) -> String {
    written.map { isClose($0, to: measured) } == true ? written ?? measured : measured
  }

  /// Lines of code: neither blank nor a comment, per Swift file of `Sources/module`.
  func linesOfCode(in module: String) throws -> [String: Int] {
    let url = root.appendingPathComponent("Sources/\(module)")
    var counts: [String: Int] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".swift") {
      let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
      counts[file] =
        text.split(separator: "\n").filter { line in
          let code = line.trimmingCharacters(in: .whitespaces)
          return !code.isEmpty && !code.hasPrefix("//")
        }.count
    }
    return counts
  }

  /// The comparison's figures: a row per role (view, middle layer, binding), the module's
  /// whole, and the Model's; a column per lesson.
  public func measuredLinesOfCode() throws -> [[String]] {
    var totals: [FileRole: [String: Int]] = [:]
    var wholes: [String: Int] = [:]
    for lesson in lessons {
      for (file, count) in try linesOfCode(in: lesson.module) {
        if let role = lesson.files[file] { totals[role, default: [:]][lesson.module, default: 0] += count }
        wholes[lesson.module, default: 0] += count
      }
    }
    let model =
      try linesOfCode(in: "CalculatorModel").values.reduce(0, +)
      + linesOfCode(in: "ScoreBoard").values.reduce(0, +)
    return [FileRole.view, .middle, .binding].map { role in
      lessons.map { String(totals[role]?[$0.module] ?? 0) }
    } + [lessons.map { "**\(wholes[$0.module] ?? 0)**" }, lessons.map { _ in String(model) }]
  }

  /// The comparison's table: a column per lesson, a row per role, the page's words kept.
  func linesOfCode(over table: TableText, korean: Bool) throws -> [String] {
    let measured = try measuredLinesOfCode()
    let rows = table.body
    guard rows.count == measured.count else {
      throw TableError.rows(
        page: korean ? "docs/ko/comparison.md" : "docs/comparison.md", expected: 5, found: rows.count)
    }
    let titles = lessons.map { korean ? $0.koreanTitle : $0.title }
    // A figure is kept by its column's title, so a lesson added between others leaves theirs be.
    let columns = Array(table.header.dropFirst())
    return [
      TableText.row([table.header.first ?? ""] + titles),
      "| --- |" + String(repeating: " ---: |", count: lessons.count),
    ]
      + zip(rows, measured).map { row, figures in
        let written = Array(row.dropFirst())
        let cells = figures.indices.map { index in
          let column = columns.firstIndex(of: titles[index]).flatMap {
            written.indices.contains($0) ? $0 : nil
          }
          return Self.kept(column.map { written[$0] }, figures[index])
        }
        return TableText.row([row.first ?? ""] + cells)
      }
  }
}
