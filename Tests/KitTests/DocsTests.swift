import ExerciseStep4
import Foundation
import KataDriver
import KataGates
import KataLessons
import KataRegistry
import LessonManifest
import Testing

@testable import KataTests

/// The docs stay honest: every diagram is what `kata --trace mermaid` or `kata shape` prints
/// now, every "who holds whom" table is what `kata shape` measures, every page is linked from
/// its index and has its Korean twin, every relative link and heading resolves, every excerpt
/// of code is still in its file, the Korean pages keep to their glossary, emphasis renders,
/// and the comparison's line counts are measured from the sources.
@Suite("Docs", .tags(.commandLine), .timeLimit(.minutes(2)))
struct DocsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Korean glossary: the one Korean page with no English twin. Its table of terms says
  /// which word every Korean page uses for each term, and which words it must not use.
  static let glossary = "ko/glossary.md"

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

  /// A page's twin in the other language: `ko/02-mvp.md` for `02-mvp.md`, and back.
  static func twin(of page: String) -> String {
    page.hasPrefix("ko/") ? String(page.dropFirst(3)) : "ko/" + page
  }

  /// The prose of a page (or of the README, given as `../README.md`), line by line: code
  /// blocks blanked, each code span cut to `` `x` ``, link targets to `(x)`, HTML comments
  /// dropped, so that a check of words or of emphasis sees only what a reader reads.
  static func prose(of page: String) throws -> [String] {
    var inBlock = false
    return try text(of: page).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.drop(while: { $0 == " " }).hasPrefix("```") {
        inBlock.toggle()
        return ""
      }
      if inBlock { return "" }
      // Regexes are slow in a debug build: only where they can match.
      var prose = String(line)
      if prose.contains("<!--") { prose = prose.replacing(/<!--.*?-->/, with: "") }
      if prose.contains("`") { prose = prose.replacing(/`[^`]*`/, with: "`x`") }
      if prose.contains("](") { prose = prose.replacing(/\]\([^)]*\)/, with: "](x)") }
      return prose
    }
  }

  /// The relative links of a page (from the package root: `docs/01-mvc.md`), each resolved to
  /// a path from the package root, with its anchor and the line it is on.
  static func links(from page: String) throws -> [(target: String, anchor: String?, line: Int)] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let folder = root.appendingPathComponent(page).deletingLastPathComponent()
    let link = /\]\((?<target>[^)#\s]*)(?:#(?<anchor>[^)\s]*))?\)/
    var links: [(target: String, anchor: String?, line: Int)] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      for match in line.matches(of: link) where !match.target.contains("://") {
        let anchor = match.anchor.map { $0.removingPercentEncoding ?? String($0) }
        guard !match.target.isEmpty else {
          if let anchor { links.append((page, anchor, number + 1)) }
          continue
        }
        let path = folder.appendingPathComponent(String(match.target)).standardized.path
        let relative =
          path.hasPrefix(root.standardized.path + "/")
          ? String(path.dropFirst(root.standardized.path.count + 1)) : path
        links.append((relative, anchor, number + 1))
      }
    }
    return links
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
  func diagramMatchesKata(diagram: Diagram) async throws {
    var words = diagram.command.split(separator: " ").map(String.init)
    var input = KataProcess.Input.text("")
    if let at = words.firstIndex(of: "<"), at + 1 < words.count {
      input = .file(Self.root.appendingPathComponent(words[at + 1]).path)
      words = Array(words[..<at])
    }
    let result = try await KataProcess.runOnce(words, input: input, in: Self.root)
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
  func shapeTableMatchesKata(table: ShapeTable) async throws {
    let result = try await KataProcess.runOnce(
      table.command.split(separator: " ").map(String.init) + ["--format", "json"], in: Self.root)
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
    // Each lesson's page is the English page that measures its shape: found, not listed, so
    // that a lesson added is held to the same.
    for architecture in Architecture.lessons {
      let command = "shape --arch \(architecture.name)"
      let pages = tables.filter { $0.command == command && !$0.page.hasPrefix("ko/") }.map(\.page)
      #expect(pages.count == 1, "\(architecture.name): no one page shows `kata \(command)`, its lesson page")
      guard let page = pages.first else { continue }
      for language in ["", "ko/"] {
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
    var inBlock = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let heading = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = heading.unicodeScalars.filter {
        CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
      }
      anchors.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  /// Whether `read` (`docs/02-mvp.md#the-roles`, or a page alone) names a page and a heading it has.
  static func headingExists(_ read: String) throws -> Bool {
    let parts = read.split(separator: "#", maxSplits: 1).map(String.init)
    let page = root.appendingPathComponent(parts[0])
    guard FileManager.default.fileExists(atPath: page.path) else { return false }
    return try parts.count < 2 || anchors(of: parts[0]).contains(parts[1])
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
          try Self.anchors(of: parts[0]).contains(parts[1]),
          "\(rule.name): no heading for \(rule.lesson): give the rule's `lesson:` a heading of that page")
      }
    }
  }

  @Test("the lessons have diagrams of both screens, in English and Korean")
  func lessonsHaveDiagrams() throws {
    let drawn = try Self.diagrams()
    for page in Lesson.all.map(\.page) {
      for language in ["", "ko/"] {
        let commands = drawn.filter { $0.page == language + page }.map(\.command)
        #expect(commands.contains { $0.hasPrefix("calc ") }, "\(language + page)")
        #expect(commands.contains { $0.hasPrefix("shape ") }, "\(language + page)")
        #expect(commands.contains { $0.hasPrefix("scores ") }, "\(language + page)")
      }
    }
  }

  @Test("each index links every page of its language")
  func indexLinksEveryPage() throws {
    let pages = try Self.pages()
    for page in [
      "01-mvc.md", "02-mvp.md", "03-mvvm.md", "04-mvvm-observation.md", "comparison.md",
      "exercises/README.md",
      "adding-an-architecture.md",
    ] {
      #expect(pages.contains(page), "docs/\(page) is missing")
    }
    for index in ["README.md", "ko/README.md"] {
      let linked = Set(try Self.links(from: "docs/\(index)").map(\.target))
      let language = index.hasPrefix("ko/") ? "ko/" : ""
      for page in pages
      where page != index && page.hasPrefix(language) && (language == "ko/" || !page.hasPrefix("ko/")) {
        #expect(linked.contains("docs/\(page)"), "docs/\(index) does not link \(page)")
      }
    }
  }

  @Test("every relative link in the docs and the README resolves, to a heading that exists")
  func linksResolve() throws {
    for page in try Self.pages().map({ "docs/\($0)" }) + ["README.md"] {
      for link in try Self.links(from: page) {
        let exists = FileManager.default.fileExists(
          atPath: Self.root.appendingPathComponent(link.target).path)
        #expect(exists, "\(page):\(link.line) links \(link.target), which does not exist")
        if exists, let anchor = link.anchor, link.target.hasSuffix(".md") {
          #expect(
            try Self.anchors(of: link.target).contains(anchor),
            "\(page):\(link.line) links \(link.target)#\(anchor), but no heading there has that anchor")
        }
      }
    }
  }

  @Test("every page has its Korean twin in docs/ko, and each page links its twin and back")
  func everyPageHasItsKoreanTwin() throws {
    let pages = try Self.pages()
    #expect(pages.contains(Self.glossary), "docs/\(Self.glossary) is missing")
    for page in pages where page != Self.glossary {
      let twin = Self.twin(of: page)
      guard pages.contains(twin) else {
        Issue.record("docs/\(twin) is missing: every page in docs/ has a Korean twin in docs/ko, and back")
        continue
      }
      let linked = try Self.links(from: "docs/\(page)").map(\.target)
      #expect(linked.contains("docs/\(twin)"), "docs/\(page) does not link its twin, docs/\(twin)")
      if page.hasPrefix("ko/") {
        #expect(linked.contains("docs/\(Self.glossary)"), "docs/\(page) does not link the glossary")
      }
    }
  }

  @Test("a Korean page shows the same diagrams and measured tables as its English twin")
  func twinsShowTheSameMeasurements() throws {
    let diagrams = try Self.diagrams()
    let tables = try Self.shapeTables()
    for page in try Self.pages() where !page.hasPrefix("ko/") {
      let twin = Self.twin(of: page)
      #expect(
        diagrams.filter { $0.page == twin }.map(\.command)
          == diagrams.filter { $0.page == page }.map(\.command),
        "docs/\(twin) must draw the diagrams docs/\(page) draws, in the same order")
      #expect(
        tables.filter { $0.page == twin }.map(\.command) == tables.filter { $0.page == page }.map(\.command),
        "docs/\(twin) must show the tables docs/\(page) shows, in the same order")
    }
  }

  @Test("the Korean exercise page maps every page that a gate or a rule tells a student to read")
  func koreanExercisesMapEveryRead() throws {
    let page = try Self.text(of: "ko/exercises/README.md")
    let patterns = (Architecture.lessons + Architecture.runnable).map(\.pattern)
    // The step 4 gate with nothing registered reads the guide itself.
    let reads = Set(
      patterns.flatMap(\.rules).map(\.lesson) + ExerciseStep.all.map(\.page) + [
        "docs/adding-an-architecture.md"
      ])
    // A read that names no heading is the rule's to mend (`ruleLessonsResolve`): no row can stand for it.
    for read in reads.sorted() where try Self.headingExists(read) {
      #expect(
        page.contains("| `\(read)` | ["),
        """
        docs/ko/exercises/README.md does not say which Korean page stands for `\(read)`: run `swift build && \
        python3 docs/update-diagrams.py`, which writes its row from the Korean twin's headings
        """
      )
    }
  }

  /// Each term the glossary rejects, with the terms to use instead (the first column: `가능, 더
  /// 어려움`, where a row keeps more than one): the `~~struck~~` words in the third column of its
  /// table. A term followed by `(괄호 안은 됨)` may still stand in
  /// parentheses right after the first mention of the term to use, as in `관찰자(옵저버)`.
  static func rejectedTerms() throws -> [(rejected: String, use: String, inParentheses: Bool)] {
    try text(of: glossary).split(separator: "\n").filter { $0.hasPrefix("|") }.flatMap { row in
      let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count >= 3 else { return [(rejected: String, use: String, inParentheses: Bool)]() }
      let use = String(cells[0].prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
      return cells[2].matches(of: /~~(?<term>[^~]+)~~(?<allowed> \(괄호 안은 됨\))?/).map {
        (String($0.term), use, $0.allowed != nil)
      }
    }
  }

  @Test("every Korean page keeps to the glossary: no term it rejects")
  func koreanPagesFollowTheGlossary() throws {
    let rejected = try Self.rejectedTerms()
    #expect(rejected.count > 10, "docs/\(Self.glossary) lists the terms it rejects as ~~term~~ in its table")
    var problems: [String] = []
    for page in try Self.pages() where page.hasPrefix("ko/") && page != Self.glossary {
      problems += Self.glossaryProblems(in: try Self.prose(of: page), of: "docs/\(page)", rejected: rejected)
    }
    #expect(
      problems.isEmpty,
      """
      these Korean pages use terms that docs/\(Self.glossary) rejects; use the glossary's term \
      (or, if the glossary is wrong, change it there, for every page):
      \(problems.joined(separator: "\n"))
      """)
  }

  @Test(
    "the glossary check allows a rejected term only in parentheses at the first mention, where the glossary says so",
    arguments: [
      ("관찰자(옵저버)는 값을 받습니다. 관찰자는 여럿입니다.", true),
      ("옵저버는 값을 받습니다.", false),
      ("관찰자는 값을 받습니다. 관찰자(옵저버)는 여럿입니다.", false),
      ("관찰자(옵저버)는 값을 받습니다. 관찰자(옵저버)는 여럿입니다.", false),
      ("KVO(키-값 관찰)를 씁니다.", true),
      ("키-값 관찰을 씁니다.", false),
      ("델리게이트(게이트)", false),
    ])
  func glossaryParentheses(text: String, isAllowed: Bool) throws {
    let problems = Self.glossaryProblems(in: [text], of: "page", rejected: try Self.rejectedTerms())
    #expect(problems.isEmpty == isAllowed, "\(problems)")
  }

  @Test("a rejected term is told every term its glossary row keeps, not only the first")
  func glossaryNamesEveryTermOfItsRow() throws {
    let problems = Self.glossaryProblems(
      in: ["**어려움:** 뷰가 없다"], of: "page", rejected: try Self.rejectedTerms())
    #expect(problems == ["page:1: '**어려움:**', write '가능' or '더 어려움'"])
  }

  /// Every use of a rejected term in `lines`, the prose of `page`, with the term to write.
  static func glossaryProblems(
    in lines: [String], of page: String, rejected: [(rejected: String, use: String, inParentheses: Bool)]
  ) -> [String] {
    let whole = lines.joined(separator: "\n")
    var problems: [String] = []
    for term in rejected where whole.contains(term.rejected) {
      // The one place a term allowed in parentheses may stand: right after the first mention.
      let first = String(term.use.prefix { $0 != "," })
      let firstMention = whole.firstRange(of: first).map {
        whole.distance(from: whole.startIndex, to: $0.upperBound)
      }
      var offset = 0
      for (number, line) in lines.enumerated() {
        defer { offset += line.count + 1 }
        // A term counts where a word starts: `게이트` is not in `델리게이트`.
        for start in line.ranges(of: term.rejected).map(\.lowerBound)
        where start == line.startIndex || !line[line.index(before: start)].isLetter {
          let at = offset + line.distance(from: line.startIndex, to: start)
          let end = line.index(start, offsetBy: term.rejected.count)
          let isAllowed =
            term.inParentheses && at == (firstMention ?? -2) + 1 && end < line.endIndex && line[end] == ")"
          if !isAllowed {
            let hint =
              term.inParentheses ? " (or '\(first)(\(term.rejected))' at its first mention only)" : ""
            let use = term.use.replacingOccurrences(of: ", ", with: "' or '")
            problems.append("\(page):\(number + 1): '\(term.rejected)', write '\(use)'\(hint)")
          }
        }
      }
    }
    return problems
  }

  /// Where a `*` or `**` of `paragraph` would print as itself on GitHub instead of starting or
  /// ending emphasis, by CommonMark's rules for delimiter runs: each as its offset in
  /// `paragraph` and the text around it.
  static func unrenderedEmphasis(in paragraph: String) -> [(offset: Int, context: String)] {
    let characters = Array(paragraph)
    func isPunctuation(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy {
        CharacterSet.punctuationCharacters.contains($0) || CharacterSet.symbols.contains($0)
      }
    }
    func context(_ at: Int, _ end: Int) -> String {
      String(characters[max(0, at - 12)..<min(characters.count, end + 12)]).replacingOccurrences(
        of: "\n", with: " ")
    }
    var open: [(at: Int, end: Int)] = []
    var problems: [(offset: Int, context: String)] = []
    var index = 0
    while index < characters.count {
      guard characters[index] == "*" else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count && characters[end] == "*" { end += 1 }
      let before = index > 0 ? characters[index - 1] : " "
      let after = end < characters.count ? characters[end] : " "
      let opens =
        !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
      let closes =
        !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
      if closes, let last = open.last, last.end - last.at == end - index {
        open.removeLast()
      } else if opens {
        open.append((index, end))
      } else if !(before.isNewline || index == 0) || after != " " {
        problems.append((index, context(index, end)))
      }
      index = end
    }
    return (problems + open.map { ($0.at, context($0.at, $0.end)) }).sorted { $0.offset < $1.offset }
  }

  @Test("emphasis renders on GitHub: every * and ** opens and closes, next to Hangul too")
  func emphasisRenders() throws {
    var problems: [String] = []
    for page in try Self.pages() {
      // Emphasis may run over the lines of a paragraph, not past a blank line.
      var paragraph: [String] = []
      var first = 0
      for (number, line) in (try Self.prose(of: page) + [""]).enumerated() {
        guard line.trimmingCharacters(in: .whitespaces).isEmpty else {
          if paragraph.isEmpty { first = number }
          paragraph.append(line)
          continue
        }
        let text = paragraph.joined(separator: "\n")
        for problem in Self.unrenderedEmphasis(in: text) {
          let line = first + 1 + text.prefix(problem.offset).filter { $0 == "\n" }.count
          problems.append("docs/\(page):\(line): '\(problem.context)'")
        }
        paragraph = []
      }
    }
    #expect(
      problems.isEmpty,
      """
      GitHub prints these asterisks as they are: a closing * after punctuation must be followed by \
      a space or punctuation (write `*출력*(outputs)을`, not `*출력(outputs)*을`):
      \(problems.joined(separator: "\n"))
      """)
  }

  /// One excerpt of code on a page, marked `<!-- from PATH -->`, and the file it comes from.
  struct Excerpt: CustomTestStringConvertible, Sendable {
    var page: String
    /// The line of the page that names the file.
    var line: Int
    var file: String
    var code: String
    var testDescription: String { "\(page):\(line): \(file)" }
  }

  static func excerpts() throws -> [Excerpt] {
    let pattern = /<!-- from (?<file>\S+) -->\n```swift\n(?<code>(?:.*\n)*?)```/
    return try pages().flatMap { page in
      let text = try text(of: page)
      return text.matches(of: pattern).map {
        let line = text[..<$0.range.lowerBound].filter { $0 == "\n" }.count + 1
        return Excerpt(page: page, line: line, file: String($0.file), code: String($0.code))
      }
    }
  }

  /// A line of code as an excerpt compares it: no comment, no indentation.
  static func comparable(_ line: Substring) -> String {
    let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
    return code.trimmingCharacters(in: .whitespaces)
  }

  @Test("every excerpt of code is still in the file it names, in order", arguments: try excerpts())
  func excerptIsInItsFile(excerpt: Excerpt) throws {
    let file = try String(contentsOf: Self.root.appendingPathComponent(excerpt.file), encoding: .utf8)
    var remaining = file.split(separator: "\n").map(Self.comparable).filter { !$0.isEmpty }[...]
    for line in excerpt.code.split(separator: "\n").map(Self.comparable) where !line.isEmpty {
      guard let found = remaining.firstIndex(of: line) else {
        Issue.record(
          "docs/\(excerpt.page):\(excerpt.line): the excerpt of \(excerpt.file) shows `\(line)`, which is not in the file (after the lines before it): copy the excerpt from the file again"
        )
        return
      }
      remaining = remaining[(found + 1)...]
    }
  }
}
