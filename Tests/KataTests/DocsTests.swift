import ExerciseStep4
import Foundation
import KataDriver
import KataRegistry
import Testing

/// The docs stay honest: every diagram is what `kata --trace mermaid` or `kata shape` prints
/// now, every "who holds whom" table is what `kata shape` measures, every page is linked from
/// the index, every relative link resolves, and the comparison's line counts are measured from
/// the sources.
@Suite("Docs", .tags(.commandLine))
struct DocsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// One diagram in the docs, with the command that must draw it.
  struct Diagram: CustomTestStringConvertible, Sendable {
    var page: String
    var command: String
    var mermaid: String
    var testDescription: String { "\(page): kata \(command)" }
  }

  static func pages() throws -> [String] {
    let docs = root.appendingPathComponent("docs")
    let enumerator = FileManager.default.enumerator(atPath: docs.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted()
  }

  static func text(of page: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/\(page)"), encoding: .utf8)
  }

  static func diagrams() throws -> [Diagram] {
    let pattern = /<!-- kata (?<command>[^>]*?) -->\n```mermaid\n(?<mermaid>(?:.*\n)*?)```/
    return try pages().flatMap { page in
      try text(of: page).matches(of: pattern).map { match in
        Diagram(page: page, command: String(match.command), mermaid: String(match.mermaid))
      }
    }
  }

  @Test("every diagram is what kata --trace mermaid prints", arguments: try diagrams())
  func diagramMatchesKata(diagram: Diagram) throws {
    var words = diagram.command.split(separator: " ").map(String.init)
    var input = KataProcess.Input.text("")
    if let at = words.firstIndex(of: "<"), at + 1 < words.count {
      input = .file(Self.root.appendingPathComponent(words[at + 1]).path)
      words = Array(words[..<at])
    }
    let result = try KataProcess.run(words, input: input)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let drawn = lines.prefix(1) + lines.dropFirst().prefix { $0.hasPrefix("    ") }
    let expected = drawn.joined(separator: "\n") + "\n"
    #expect(
      diagram.mermaid == expected,
      "run `swift build && python3 docs/update-diagrams.py`, or paste:\n\(expected)")
  }

  /// One "who holds whom" table in the docs, with the `kata shape` command that measures it.
  struct ShapeTable: CustomTestStringConvertible, Sendable {
    var page: String
    var command: String
    /// Each row's cells, backticks removed.
    var rows: [[String]]
    var testDescription: String { "\(page): kata \(command)" }
  }

  static func shapeTables() throws -> [ShapeTable] {
    let pattern = /<!-- kata (?<command>shape [^>]*?) -->\n(?<table>(?:\|.*\n)+)/
    return try pages().flatMap { page in
      try text(of: page).matches(of: pattern).map { match in
        let rows = match.table.split(separator: "\n").dropFirst(2).map { line in
          line.trimmingCharacters(in: .whitespaces).dropFirst().dropLast().split(
            separator: "|", omittingEmptySubsequences: false
          )
          .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
        }
        return ShapeTable(page: page, command: String(match.command), rows: rows)
      }
    }
  }

  @Test(
    "every who-holds-whom table is what kata shape measures; only the why is written by hand",
    arguments: try shapeTables())
  func shapeTableMatchesKata(table: ShapeTable) throws {
    let result = try KataProcess.run(
      table.command.split(separator: " ").map(String.init) + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let screens = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let measured = screens.flatMap { screen in
      (screen["references"] as? [[String: String]] ?? []).map { reference in
        [screen["screen"] as? String ?? ""]
          + ["holder", "held", "reference", "property"].map { reference[$0] ?? "" }
      }
    }
    let written = table.rows.map { Array($0.prefix(5)) }
    #expect(
      written == measured,
      "run `swift build && python3 docs/update-diagrams.py`, then write the why of any row marked ?")
    #expect(
      table.rows.allSatisfy { $0.count == 6 && !$0[5].isEmpty && $0[5] != "?" }, "every row has its why")
  }

  @Test(
    "each lesson shows who holds whom as measured, and names every rule of its pattern, in English and Korean"
  )
  func lessonsShowTheirShape() throws {
    let tables = try Self.shapeTables()
    let diagrams = try Self.diagrams()
    for (page, architecture) in [("01-mvc.md", Architecture.mvc), ("02-mvp.md", .mvp), ("03-mvvm.md", .mvvm)]
    {
      for language in ["", "ko/"] {
        let command = "shape --arch \(architecture.name)"
        #expect(tables.contains { $0.page == language + page && $0.command == command }, "\(language + page)")
        #expect(
          diagrams.contains { $0.page == language + page && $0.command == command + " --format mermaid" },
          "\(language + page)")
        let text = try Self.text(of: language + page)
        let unnamed = architecture.pattern.rules.map(\.name).filter { !text.contains("**\($0)**") }
        #expect(unnamed.isEmpty, "\(language + page) does not name these rules in bold")
      }
    }
  }

  /// `docs/02-mvp.md#who-holds-whom`: the anchors GitHub gives a page's headings.
  static func anchors(of page: String) throws -> Set<String> {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var anchors: Set<String> = []
    for line in text.split(separator: "\n") where line.hasPrefix("#") {
      let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = heading.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  @Test("every rule's 'read' points at a heading that exists")
  func ruleLessonsResolve() throws {
    for rule in Architecture.all.flatMap(\.pattern.rules) {
      let parts = rule.lesson.split(separator: "#", maxSplits: 1).map(String.init)
      #expect(
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(parts[0]).path),
        "\(rule.lesson)")
      if parts.count == 2 {
        #expect(
          try Self.anchors(of: parts[0]).contains(parts[1]), "\(rule.name): no heading for \(rule.lesson)")
      }
    }
  }

  @Test("the lessons have diagrams of both screens, in English and Korean")
  func lessonsHaveDiagrams() throws {
    let drawn = try Self.diagrams()
    for page in ["01-mvc.md", "02-mvp.md", "03-mvvm.md"] {
      for language in ["", "ko/"] {
        let commands = drawn.filter { $0.page == language + page }.map(\.command)
        #expect(commands.contains { $0.hasPrefix("calc ") }, "\(language + page)")
        #expect(commands.contains { $0.hasPrefix("shape ") }, "\(language + page)")
        #expect(commands.contains { $0.hasPrefix("scores ") }, "\(language + page)")
      }
    }
  }

  @Test("every page exists and the index links it")
  func indexLinksEveryPage() throws {
    let index = try Self.text(of: "README.md")
    let required = [
      "01-mvc.md", "02-mvp.md", "03-mvvm.md", "comparison.md", "exercises/README.md",
      "adding-an-architecture.md", "ko/01-mvc.md", "ko/02-mvp.md", "ko/03-mvvm.md",
    ]
    let pages = try Self.pages()
    for page in required {
      #expect(pages.contains(page), "docs/\(page) is missing")
      #expect(index.contains("](\(page))"), "docs/README.md does not link \(page)")
    }
    for page in pages where page != "README.md" {
      #expect(index.contains("](\(page))"), "docs/README.md does not link \(page)")
    }
  }

  @Test("every relative link in the docs and the README resolves")
  func linksResolve() throws {
    let link = /\]\((?<target>[^)#\s]+)(#[^)]*)?\)/
    let pages = try Self.pages().map { "docs/\($0)" } + ["README.md"]
    for page in pages {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
      for match in text.matches(of: link) where !match.target.contains("://") {
        let target = folder.appendingPathComponent(String(match.target)).standardized.path
        #expect(FileManager.default.fileExists(atPath: target), "\(page) links \(match.target)")
      }
    }
  }

  /// Each lesson file's role, for the comparison's table. A new file must be given one.
  static let roles: [String: [String: String]] = [
    "CalculatorMVC": [
      "CalculatorView.swift": view, "CalculatorViewDelegate.swift": view, "ScoreListView.swift": view,
      "ScoreListDataSource.swift": view, "ScoreListCell.swift": view,
      "CalculatorController.swift": middle, "ScoreListController.swift": middle,
    ],
    "CalculatorMVP": [
      "CalculatorView.swift": view, "ScoreListView.swift": view, "ScoreRow.swift": view,
      "CalculatorPresenter.swift": middle, "ScoreListPresenter.swift": middle,
    ],
    "CalculatorMVVM": [
      "CalculatorView.swift": view, "ScoreListView.swift": view,
      "CalculatorViewModel.swift": middle, "ScoreListViewModel.swift": middle,
      "PlayerRowViewModel.swift": middle, "ScoreListState.swift": middle,
      "Observable.swift": binding, "ObservationToken.swift": binding,
    ],
  ]
  static let view = "View protocols and what they show"
  static let middle = "Controller, presenter or view model"
  static let binding = "Binding (`Observable`, `ObservationToken`)"

  /// Lines of code: neither blank nor a comment.
  static func linesOfCode(in folder: String) throws -> [String: Int] {
    let url = root.appendingPathComponent("Sources/\(folder)")
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

  static func measuredTable() throws -> String {
    let modules = ["CalculatorMVC", "CalculatorMVP", "CalculatorMVVM"]
    var totals: [String: [String: Int]] = [:]
    var wholes: [String: Int] = [:]
    for module in modules {
      for (file, count) in try linesOfCode(in: module) {
        let role = try #require(
          roles[module]?[file], "give Sources/\(module)/\(file) a role in DocsTests.roles")
        totals[role, default: [:]][module, default: 0] += count
        wholes[module, default: 0] += count
      }
    }
    let model =
      try linesOfCode(in: "CalculatorRule").values.reduce(0, +)
      + linesOfCode(in: "ScoreBoard").values.reduce(0, +)
    var rows = ["| role | MVC | MVP | MVVM |", "| --- | ---: | ---: | ---: |"]
    for role in [view, middle, binding] {
      rows.append(
        "| \(role) | " + modules.map { String(totals[role]?[$0] ?? 0) }.joined(separator: " | ") + " |")
    }
    rows.append(
      "| **The whole module** | " + modules.map { "**\(wholes[$0] ?? 0)**" }.joined(separator: " | ") + " |")
    rows.append("| The Model, shared (`CalculatorRule`, `ScoreBoard`) | \(model) | \(model) | \(model) |")
    return rows.joined(separator: "\n")
  }

  @Test("the comparison's lines of code per role are measured from the sources")
  func linesOfCodeAreMeasured() throws {
    let page = try Self.text(of: "comparison.md")
    let table = try Self.measuredTable()
    let between = /<!-- lines-of-code:begin -->\n(?<table>(?:.*\n)*?)<!-- lines-of-code:end -->/
    let written = try #require(page.firstMatch(of: between)).table
    #expect(String(written) == table + "\n", "paste this table into docs/comparison.md:\n\(table)")
  }
}
