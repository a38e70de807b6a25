import Foundation
import KataDriver
import KataLessons
import KataRegistry
import Testing

@testable import KataTests

/// Every `kata` command a page shows runs against the built `kata`, and prints what the page
/// shows.
///
/// The pages are every Markdown page under docs/, English and Korean, and the README. In
/// their code blocks:
/// - A block with lines that begin with `$ ` is a transcript. Each `$ ` line is a command, and
///   the lines after it, up to the next `$ ` line or the end of the block, are what it prints:
///   standard output, then standard error. A line that is only `…` stands for any number of
///   lines (none included); trailing spaces and trailing empty lines do not count.
/// - In a `sh` block without `$ ` lines, every line is a command whose output the page does
///   not show: it must exit 0 and print nothing on standard error.
/// - A `# comment` after a command is prose, not part of it.
///
/// A command is `swift run kata ARGUMENTS` or `kata ARGUMENTS`, fed by `printf 'TEXT' |` or
/// `< FILE` if it reads standard input. It runs from the package root, as a reader would run
/// it, so the files it names live in the package (`docs/examples/` holds them). Any other line
/// that runs `kata` or `swift` is in ``skipped``, with the reason the suite does not run it.
@Suite("Docs: every kata command a page shows", .tags(.commandLine), .timeLimit(.minutes(2)))
struct DocCommandTests {
  /// The command lines the suite does not run, and why: the one list of them. A line is
  /// skipped when it contains `shown`.
  static let skipped: [(shown: String, reason: String)] = [
    ("swift test", "runs this suite; a test cannot run the suite it is part of"),
    ("swift build", "builds the package; the suite runs on the build it came from"),
    ("kata play", "needs a terminal; PlayEndToEndTests drives it in a pseudo-terminal"),
    ("kata progress", "its checklist is the workbench's, which changes at every step of the exercises"),
    (
      "kata class",
      "builds every clone it names, minutes each: ClassOfFiveClonesTests runs it on five, as a long check"
    ),
    ("--arch exercise", "runs the workbench, which the student changes at every step"),
    ("--arch <yours>", "a placeholder for the architecture a student adds in step 4"),
    ("--arch hub", "the guide's example, registered only once a reader follows the guide"),
    ("kata-bench", "the benchmark: it takes seconds and times things, and tests never time"),
    ("kata-tables", "writes the pages' tables: DocsTests checks them with its code, PageTables, instead"),
    (".build/release/kata", "times the release build, with tools the suite does not need (hyperfine, time)"),
  ]

  /// One command line that a page shows.
  struct Shown: Sendable, CustomTestStringConvertible {
    /// The page, from the package root: `docs/comparison.md`.
    var page: String
    /// The line of the page that holds the command, from 1.
    var line: Int
    /// The command, without its `$ ` prompt and its comment.
    var command: String
    /// What the page shows it prints, line by line; `nil` when the page shows no output.
    var output: [String]?

    var testDescription: String { "\(page):\(line): \(command)" }
  }

  /// Every command line in a code block of every page, in page order.
  static func shownLines() throws -> [Shown] {
    var shown: [Shown] = []
    for page in try DocsTests.pages().map({ "docs/\($0)" }) + ["README.md"] {
      let text = try String(contentsOf: DocsTests.root.appendingPathComponent(page), encoding: .utf8)
      var block: [(number: Int, text: String)]?
      var language = ""
      var indent = 0
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("```") {
          if let lines = block {
            shown += commands(in: lines, language: language, page: page)
            block = nil
          } else {
            block = []
            language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            indent = line.count - trimmed.count
          }
        } else {
          // A block inside a list item is indented with its fence.
          block?.append((index + 1, String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))))
        }
      }
    }
    return shown
  }

  /// The commands of one code block: a transcript's `$ ` lines with what follows each, or
  /// every line of a `sh` block.
  static func commands(in block: [(number: Int, text: String)], language: String, page: String) -> [Shown] {
    if block.contains(where: { $0.text.hasPrefix("$ ") }) {
      var shown: [Shown] = []
      for (number, text) in block {
        if text.hasPrefix("$ ") {
          shown.append(
            Shown(page: page, line: number, command: withoutComment(text.dropFirst(2)), output: []))
        } else if !shown.isEmpty {
          shown[shown.count - 1].output?.append(text)
        }
      }
      return shown
    }
    guard ["sh", "shell", "bash", "console"].contains(language) else { return [] }
    return block.compactMap { number, text in
      let command = withoutComment(Substring(text))
      return command.isEmpty ? nil : Shown(page: page, line: number, command: command, output: nil)
    }
  }

  /// `line` without a `# comment` (a `#` that begins a word outside quotes).
  static func withoutComment(_ line: Substring) -> String {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#" && previous.isWhitespace {
        return line[..<index].trimmingCharacters(in: .whitespaces)
      }
      previous = character
    }
    return line.trimmingCharacters(in: .whitespaces)
  }

  /// A piece of a command line: a word, or one of the two operators the pages use.
  enum Token: Equatable {
    case word(String)
    case pipe
    case fromFile
  }

  /// `command` split as a POSIX shell splits it, as far as the pages need: words, quotes and
  /// backslashes, `|` and `<`. `nil` for anything more (`>`, `&&`, `;`, `$`, a glob).
  static func tokens(of command: String) -> [Token]? {
    var tokens: [Token] = []
    var word: String?
    var characters = command.makeIterator()
    func endWord() {
      if let finished = word { tokens.append(.word(finished)) }
      word = nil
    }
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        endWord()
      case "'":
        var quoted = ""
        while let next = characters.next(), next != "'" { quoted.append(next) }
        word = (word ?? "") + quoted
      case "\"":
        var quoted = ""
        while let next = characters.next(), next != "\"" {
          if next == "$" || next == "`" { return nil }
          if next == "\\", let escaped = characters.next() {
            if !"\"\\$`".contains(escaped) { quoted.append("\\") }
            quoted.append(escaped)
          } else {
            quoted.append(next)
          }
        }
        word = (word ?? "") + quoted
      case "\\":
        word = (word ?? "") + (characters.next().map { String($0) } ?? "")
      case "|":
        endWord()
        tokens.append(.pipe)
      case "<":
        endWord()
        tokens.append(.fromFile)
      case ">", ";", "&", "$", "`", "(", ")", "*", "?", "[", "{":
        return nil
      default:
        word = (word ?? "") + String(character)
      }
    }
    endWord()
    return tokens
  }

  /// How to run a shown command: `kata`'s arguments and its standard input.
  struct Invocation {
    var arguments: [String]
    var input: KataProcess.Input
    /// A file the command reads as standard input.
    var inputFile: String?
  }

  /// `command` as a run of the built `kata`, or `nil` when it is not one.
  static func invocation(of command: String) -> Invocation? {
    guard var tokens = tokens(of: command) else { return nil }
    var input = KataProcess.Input.text("")
    var inputFile: String?
    if tokens.count > 3, tokens[0] == .word("printf"), case .word(let format) = tokens[1], tokens[2] == .pipe
    {
      input = .text(printf(format))
      tokens.removeFirst(3)
    }
    if tokens.count > 2, tokens[tokens.count - 2] == .fromFile,
      case .word(let file) = tokens[tokens.count - 1]
    {
      inputFile = file
      input = .file(DocsTests.root.appendingPathComponent(file).path)
      tokens.removeLast(2)
    }
    var words: [String] = []
    for token in tokens {
      guard case .word(let word) = token else { return nil }
      words.append(word)
    }
    if words.starts(with: ["swift", "run", "kata"]) {
      return Invocation(arguments: Array(words.dropFirst(3)), input: input, inputFile: inputFile)
    }
    if words.first == "kata" {
      return Invocation(arguments: Array(words.dropFirst()), input: input, inputFile: inputFile)
    }
    return nil
  }

  /// What `printf FORMAT` prints, for the escapes the pages use: `\n`, `\t` and `\\`.
  static func printf(_ format: String) -> String {
    var text = ""
    var characters = format.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let escaped = characters.next() else {
        text.append(character)
        continue
      }
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      default: text.append(escaped)
      }
    }
    return text
  }

  /// Why the suite does not run `command`, if it does not.
  static func skipReason(for command: String) -> String? {
    skipped.first { command.contains($0.shown) }?.reason
  }

  /// Whether `command` runs `kata` or `swift`, so that the suite must either run it or say
  /// why not.
  static func runsKataOrSwift(_ command: String) -> Bool {
    let withoutVariables = command.replacing(/^(?:[A-Z_]+=\S*\s+)+/, with: "")
    return withoutVariables.hasPrefix("swift ") || command.contains(/(?:^|[^\w.-])kata(?:\W|$)/)
  }

  static func runnable() throws -> [Shown] {
    try shownLines().filter { skipReason(for: $0.command) == nil && invocation(of: $0.command) != nil }
  }

  /// Whether every registered architecture is a lesson, as the package ships.
  static let registryAsShipped = Architecture.all.map(\.name) == Architecture.lessons.map(\.name)

  /// Whether the output of `arguments` may list the registered architectures: it names no
  /// lesson with `--arch`. Such a page shows the registry as the package ships it.
  static func mayListTheRegistry(_ arguments: [String]) -> Bool {
    let chosen = arguments.indices.compactMap { index -> String? in
      if arguments[index].hasPrefix("--arch=") { return String(arguments[index].dropFirst("--arch=".count)) }
      return arguments[index] == "--arch" && index + 1 < arguments.count ? arguments[index + 1] : nil
    }
    return !chosen.contains { name in Architecture.lessons.contains { $0.name == name } }
  }

  /// Text as lines, without trailing spaces, the newline that ends the text, or empty lines
  /// at the end.
  static func lines(_ text: some StringProtocol) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Whether `actual` is what `shown` shows, a line `…` in `shown` standing for any run of
  /// lines.
  static func matches(_ actual: ArraySlice<String>, _ shown: ArraySlice<String>) -> Bool {
    guard let first = shown.first else { return actual.isEmpty }
    if first == "…" {
      return (actual.startIndex...actual.endIndex).contains { matches(actual[$0...], shown.dropFirst()) }
    }
    return actual.first == first && matches(actual.dropFirst(), shown.dropFirst())
  }

  @Test("runs, and prints what the page shows", arguments: try runnable())
  func printsWhatThePageShows(shown: Shown) async throws {
    let place = "\(shown.page):\(shown.line)"
    let invocation = try #require(Self.invocation(of: shown.command))
    if let file = invocation.inputFile {
      try #require(
        FileManager.default.fileExists(atPath: DocsTests.root.appendingPathComponent(file).path),
        "\(place): `\(shown.command)` reads \(file), which is not in the package: add it (docs/examples/ holds such files)"
      )
    }
    // Each distinct command runs once, and every page that shows it is held to what it printed.
    let result = try await KataProcess.runOnce(
      invocation.arguments, input: invocation.input, in: DocsTests.root)
    guard let output = shown.output else {
      #expect(
        result.status == 0 && result.stderr.isEmpty,
        """
        \(place): `\(shown.command)` exited \(result.status), printing on standard error:
        \(result.stderr)
        A command that a page shows without its output must succeed: mend the command, or show \
        what it prints after a `$ ` prompt.
        """)
      return
    }
    // A student who registers an architecture changes what such a command prints; the page
    // shows the package as it ships.
    guard Self.registryAsShipped || !Self.mayListTheRegistry(invocation.arguments) else { return }
    let printed = Self.lines(result.stdout) + Self.lines(result.stderr)
    let expected = Self.lines(output.joined(separator: "\n"))
    #expect(
      Self.matches(printed[...], expected[...]),
      """
      \(place): `\(shown.command)` prints something other than the page shows.
      The page shows (the lines after the command, up to the next `$ ` line or the end of the \
      block; `…` stands for any lines):
      \(expected.joined(separator: "\n"))
      kata printed (standard output, then standard error):
      \(printed.joined(separator: "\n"))
      Mend the page, or the code if the page was right.
      """)
  }

  @Test("every line of a page that runs kata or swift is run, or skipped for a stated reason")
  func everyCommandIsRunOrSkipped() throws {
    let unaccounted = try Self.shownLines().filter { shown in
      Self.runsKataOrSwift(shown.command) && Self.skipReason(for: shown.command) == nil
        && Self.invocation(of: shown.command) == nil
    }
    #expect(
      unaccounted.isEmpty,
      """
      these lines run kata or swift, but the suite can neither run them nor says why not:
      \(unaccounted.map(\.testDescription).joined(separator: "\n"))
      Write each as `swift run kata …` (with `printf '…' |` or `< FILE` for standard input), or \
      add it to DocCommandTests.skipped with the reason.
      """)
  }

  @Test("every entry of the skip list still skips a line that some page shows")
  func skipListIsCurrent() throws {
    let commands = try Self.shownLines().map(\.command)
    for entry in Self.skipped {
      #expect(
        commands.contains { $0.contains(entry.shown) },
        "no page shows `\(entry.shown)` any more: remove it from DocCommandTests.skipped")
    }
  }

  @Test("a Korean page shows the same commands, with the same output, as its English twin")
  func koreanPagesShowTheSameCommands() throws {
    let shown = try Self.shownLines()
    for page in try DocsTests.pages() where !page.hasPrefix("ko/") {
      let english = shown.filter { $0.page == "docs/\(page)" }.map { "\($0.command)\n\($0.output ?? [])" }
      let korean = shown.filter { $0.page == "docs/ko/\(page)" }.map { "\($0.command)\n\($0.output ?? [])" }
      #expect(
        english == korean,
        """
        docs/ko/\(page) shows other commands than docs/\(page): a Korean student must be able to \
        run what an English one runs. Only in English: \(english.filter { !korean.contains($0) }) \
        Only in Korean: \(korean.filter { !english.contains($0) })
        """)
    }
  }
}
