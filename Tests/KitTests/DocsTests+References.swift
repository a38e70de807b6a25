import Foundation
import KataShape
import Testing

extension DocsTests {
  /// Every text file a reader of the repository opens: the package manifest, the README, and
  /// everything under Sources, Tests and docs (build products aside).
  static func readableFiles() -> [(path: String, text: String)] {
    let kinds: Set<String> = ["swift", "md", "json", "py", "txt"]
    var files: [(String, String)] = []
    for top in ["Package.swift", "README.md", "Sources", "Tests", "docs"] {
      let url = root.appendingPathComponent(top)
      var paths = [top]
      if let inner = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] {
        paths = inner.map { "\(top)/\($0)" }
      }
      for path in paths where kinds.contains((path as NSString).pathExtension) {
        if let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) {
          files.append((path, text))
        }
      }
    }
    return files
  }

  @Test(
    "no file cites a document outside the repo, and every seed article named is described in docs/sources.md"
  )
  func referencesResolveInTheRepo() throws {
    // Assembled, so that this file does not match itself.
    let outside = ["SPEC" + " §", "SPEC" + ".md"]
    let issueNumber = try Regex("issue" + " #[0-9]+")
    let seed = try Regex("seed [0-9]{3}")
    let sources = try Self.text(of: "sources.md") + Self.text(of: "ko/sources.md")
    var cited: [String] = []
    var unknownSeeds: [String] = []
    for (path, text) in Self.readableFiles() {
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        // A plain search first: a regular expression on every line of the repo is slow.
        if outside.contains(where: line.contains) || (line.contains("issue") && line.contains(issueNumber)) {
          cited.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
        for match in line.contains("seed ") ? line.matches(of: seed) : []
        where !sources.contains("## \(line[match.range])") {
          unknownSeeds.append("\(path):\(number + 1): \(line[match.range])")
        }
      }
    }
    #expect(
      cited.isEmpty,
      """
      These lines cite a contract or an issue that is not in the repository, so a reader cannot \
      follow them. Say the rule in the line's own words, or link the README or a page:
      \(cited.joined(separator: "\n"))
      """)
    #expect(
      unknownSeeds.isEmpty,
      """
      These lines name a seed article that docs/sources.md (and docs/ko/sources.md) does not \
      describe under a heading '## seed 00N'. Add it there, or name an article the page has:
      \(unknownSeeds.joined(separator: "\n"))
      """)
  }
}

extension DocsTests {
  /// The kit's own suites must have one: its CI (`.ci/run`, which sets `KATA_KIT_CI`) fails
  /// without. Elsewhere (the kit's suite run by hand on a student's work) a suite the student
  /// added only gets a warning that says what to add: the student's suite is the student's,
  /// and their own `swift test` does not run this check at all.
  @Test("every suite has a time limit: a change that hangs ends red instead of waiting for ever")
  func everySuiteHasADeadline() throws {
    let severity: Issue.Severity =
      ProcessInfo.processInfo.environment["KATA_KIT_CI"] == nil ? .warning : .error
    var suites = 0
    for folder in ["Tests/KataTests", "Tests/KitTests"] {
      let tests = Self.root.appendingPathComponent(folder)
      let files = (FileManager.default.enumerator(atPath: tests.path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }
      for file in files {
        let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
        var rest = Substring(text)
        // An attribute starts a line; the words in a string, as here, do not.
        while let start = rest.range(of: "\n@Suite") {
          // The attribute's arguments, up to the struct it marks.
          let attribute = rest[start.lowerBound...].prefix { $0 != "{" }
          suites += 1
          if !attribute.contains(".timeLimit(") {
            Issue.record(
              Comment(
                rawValue:
                  "\(folder)/\(file): a suite with no time limit waits for ever if a change makes "
                  + "it hang: add `.timeLimit(.minutes(1))` to its @Suite(…)"), severity: severity)
          }
          rest = rest[start.upperBound...]
        }
      }
    }
    #expect(suites > 0)
  }
}

extension DocsTests {
  /// Each public builder of ``ShapeRule``, as its sources (`Sources/KataShape/ShapeRule*.swift`) declare it: its name and the labels a
  /// call writes (`from`, `passing`, `name`, …; none for an unlabelled argument).
  static func ruleBuilders() throws -> [(name: String, labels: [String])] {
    let folder = root.appendingPathComponent("Sources/KataShape")
    let source = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      .filter { $0.hasPrefix("ShapeRule") && $0.hasSuffix(".swift") }
      .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
      .joined(separator: "\n")
    let declaration = /public static func (?<name>\w+)\((?<parameters>[^)]*)\)\s*->\s*ShapeRule/
    return source.matches(of: declaration).map { match in
      let labels = match.parameters.split(separator: ",").compactMap { parameter -> String? in
        let label = parameter.split(separator: ":").first?.split(whereSeparator: \.isWhitespace).first
          .map(String.init)
        return label == "_" ? nil : label
      }
      return (String(match.name), labels)
    }
  }

  @Test("the guide shows every rule builder's call in full, with every label, in English and Korean")
  func guideShowsEveryBuilder() throws {
    let builders = try Self.ruleBuilders()
    #expect(builders.count > 1, "the builders are read from their source")
    for page in ["adding-an-architecture.md", "ko/adding-an-architecture.md"] {
      let calls = try Self.text(of: page).split(separator: "\n").filter { $0.hasPrefix(".") }
      for builder in builders {
        let call = calls.first { $0.hasPrefix(".\(builder.name)(") }
        #expect(call != nil, "docs/\(page) shows no call of .\(builder.name)(…) in its list of builders")
        for label in builder.labels where call?.contains("\(label): ") == false {
          Issue.record("docs/\(page): the call of .\(builder.name)(…) leaves out `\(label):`")
        }
      }
    }
  }
}
