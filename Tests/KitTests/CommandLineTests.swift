import ConformanceCases
import Foundation
import KataDriver
import KataRegistry
import KataShape
import TerminalText
import Testing

@testable import KataCommandLine
@testable import KataTests

/// `kata` as a user runs it: the built binary, its output, its errors and its exit status.
@Suite("The kata command, end to end", .tags(.commandLine), .timeLimit(.minutes(2)))
struct CommandLineTests {
  /// One command line and what it must do, from `command-lines.json`.
  struct Example: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// Text for standard input; none means an empty one.
    var stdin: String?
    /// A file to use as standard input instead.
    var stdinPath: String?
    /// A file to use as standard output, such as `/dev/full`; then standard output is not checked.
    var stdoutPath: String?
    var status: Int32
    /// The whole of standard output, when given.
    var stdout: String?
    /// The beginning of standard output, when given.
    var stdoutPrefix: String?
    /// The end of standard output, when given.
    var stdoutSuffix: String?
    /// A part of standard output, when given.
    var stdoutContains: String?
    /// The first line of standard error, when given.
    var stderr: String?
    /// The beginning of standard error, when given.
    var stderrPrefix: String?
    /// For `--arch all`: the output of one architecture, `{arch}` standing for its name. The
    /// whole of standard output is this once per registered architecture, in the registry's
    /// order, so that no row lists the architectures by hand.
    var stdoutPerArchitecture: String?

    var testDescription: String { "\(name): kata \(arguments.joined(separator: " ")) → \(status)" }

    static func all() throws -> [Example] {
      let url = try #require(Bundle.module.url(forResource: "command-lines", withExtension: "json"))
      return try JSONDecoder().decode([Example].self, from: Data(contentsOf: url))
    }
  }

  @Test("does what the reference says", arguments: try Example.all())
  func behavesAsDocumented(example: Example) async throws {
    let input: KataProcess.Input =
      if let path = example.stdinPath { .file(path) } else { .text(example.stdin ?? "") }
    let result =
      if let outputPath = example.stdoutPath {
        try await KataProcess.run(example.arguments, input: input, outputPath: outputPath)
      } else {
        try await KataProcess.runOnce(example.arguments, input: input)
      }
    #expect(result.status == example.status, "stderr: \(result.stderr)")
    if let stdout = example.stdout {
      #expect(result.stdout == stdout)
    }
    if let prefix = example.stdoutPrefix {
      #expect(result.stdout.hasPrefix(prefix))
    }
    if let suffix = example.stdoutSuffix {
      #expect(result.stdout.hasSuffix(suffix))
    }
    if let template = example.stdoutPerArchitecture {
      let expected = Architecture.all.map { template.replacingOccurrences(of: "{arch}", with: $0.name) }
        .joined()
      #expect(result.stdout == expected)
    }
    if let part = example.stdoutContains {
      #expect(result.stdout.contains(part))
    }
    if let prefix = example.stderrPrefix {
      #expect(result.stderr.hasPrefix(prefix))
    }
    if let stderr = example.stderr {
      #expect(result.stderr.split(separator: "\n").first.map(String.init) == stderr)
    }
    if example.status == 0 {
      #expect(result.stderr.isEmpty)
    } else if [example.stdout, example.stdoutPrefix, example.stdoutSuffix, example.stdoutPerArchitecture]
      .allSatisfy({ $0 == nil })
    {
      #expect(result.stdout.isEmpty, "an error prints nothing on standard output")
    }
    if example.status == 65 {
      #expect(result.stderr.contains("--help' for the"), "points at the format's description")
    }
    if example.status == 64 {
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 3, "what is wrong, the usage line, and where to read more")
      #expect(lines.dropFirst().first?.hasPrefix("Usage: kata") == true)
      #expect(lines.last?.hasPrefix("See 'kata") == true)
    }
  }

  @Test(
    "help pages name every option",
    arguments: [
      (["--help"], ["calc", "scores", "mvvm"]),
      (["help"], ["calc", "scores", "mvvm"]),
      (["help", "calc"], ["--arch", "--token", "INPUT", "--help"]),
      (["calc", "--help"], ["--arch", "--token", "INPUT", "--help"]),
      (["calc", "-h"], ["--arch", "--token", "INPUT", "--help"]),
      (["scores", "--help"], ["--arch", "--format", "FILE", "--help", "firstName"]),
      (["help", "scores"], ["--arch", "--format", "FILE", "--help", "firstName"]),
      (["scores", "--help"], ["--trace [text|mermaid]"]),
      (["calc", "--help"], ["--trace [text|mermaid]", "every Unicode scalar in it separates"]),
      (["check", "--help"], ["--arch", "--cases FILE", "--format text|json", "✓", "\"expected\""]),
      (["--help"], ["check"]),
      (["--help"], ["play"]),
      (
        ["play", "--help"],
        ["--arch", "--screen calculator|scores", "--slow", "--fail", "FILE", "Esc", "kata calc"]
      ),
    ])
  func helpPages(arguments: [String], mentions: [String]) async throws {
    let result = try await KataProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("USAGE: kata"))
    for word in mentions {
      #expect(result.stdout.contains(word), "\(word)")
    }
  }

  @Test("streams standard input: a result comes out before the input ends, within a time limit")
  func streamsStandardInput() throws {
    let input = try KataProcess.makePipe()
    let output = try KataProcess.makePipe()
    let child = try KataProcess.start(
      [Array("calc".utf8)], stdin: input.read, stdout: output.write, stderr: 2)
    close(input.read)
    close(output.write)
    defer { close(output.read) }
    _ = write(input.write, "20,22\n", 6)
    // The first result must arrive while standard input is still open; a kata that keeps
    // it buffered fails here after the time limit, instead of hanging the suite.
    #expect(child.readLine(from: output.read) == "42\n")
    _ = write(input.write, "1\n", 2)
    close(input.write)
    #expect(child.readToEnd(from: output.read) == "1\n")
    #expect(child.wait().status == 0)
  }

  /// Ignored too: whoever started kata may have left the signal ignored (`trap '' SEGV`),
  /// and a crash still ends it.
  @Test(
    "a crash signal sent from outside ends kata with that signal, as it ends any program, even one it was left ignoring",
    arguments: [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT], [false, true])
  func crashSignalFromOutside(signal: Int32, ignoredAtLaunch: Bool) throws {
    // kata waits for a line on standard input that never comes; the signal arrives meanwhile.
    let input = try KataProcess.makePipe()
    let output = try KataProcess.makePipe()
    let child =
      ignoredAtLaunch
      ? try KataProcess.start(
        ["-c", "trap '' \(signal) && exec \"$0\" calc", KataProcess.executable.path].map { Array($0.utf8) },
        program: URL(fileURLWithPath: "/bin/sh"), stdin: input.read, stdout: output.write,
        stderr: output.write)
      : try KataProcess.start(
        [Array("calc".utf8)], stdin: input.read, stdout: output.write, stderr: output.write)
    close(input.read)
    close(output.write)
    defer {
      close(input.write)
      close(output.read)
    }
    _ = Glibc.write(input.write, "1,2\n", 4)
    #expect(child.readLine(from: output.read) == "3\n")
    kill(child.pid, signal)
    let exit = child.wait()
    #expect(
      exit.signal == signal,
      "kata ended with status \(exit.status), signal \(String(describing: exit.signal))")
    #expect(child.readToEnd(from: output.read) == "", "kata wrote something on its way out")
  }

  @Test("a reader that goes away early ends kata as it ends grep: killed by SIGPIPE, no message")
  func earlyClosedPipe() throws {
    // `kata calc < lines | head -1`, where kata's output is ten times what a pipe holds:
    // 30,000 results of 21 bytes each (twice Int.max).
    let lines = String(repeating: "9223372036854775807,9223372036854775807\n", count: 30_000)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-pipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputURL = directory.appendingPathComponent("lines")
    try Data(lines.utf8).write(to: inputURL)
    let input = try KataProcess.openFile(inputURL.path, O_RDONLY)
    defer { close(input) }
    let errors = try KataProcess.openFile(directory.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT)
    defer { close(errors) }
    let output = try KataProcess.makePipe()

    let child = try KataProcess.start(
      [Array("calc".utf8)], stdin: input, stdout: output.write, stderr: errors)
    close(output.write)
    #expect(child.readLine(from: output.read) == "18446744073709551614\n")
    close(output.read)
    let exit = child.wait()
    #expect(exit.signal == SIGPIPE, "ended with status \(exit.status)")
    #expect(exit.status == 128 + SIGPIPE)
    let stderr = try String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)
    #expect(stderr.isEmpty)
  }

  @Test(
    "each option's help names the default the command really uses (the rows above prove each)",
    arguments: [
      ("calc", "--arch", "(default mvvm)."), ("calc", "--token", "(default ',')."),
      ("calc", "--trace", "(default text)."), ("scores", "--arch", "(default mvvm)."),
      ("scores", "--format", "(default text)."), ("scores", "--trace", "(default text)."),
      ("check", "--arch", "(default all)."), ("check", "--cases", "(default: the built-in cases)."),
      ("check", "--format", "(default text)."),
    ])
  func helpNamesDefaults(command: String, option: String, text: String) async throws {
    let page = try await KataProcess.run([command, "--help"]).stdout
    let line = page.split(separator: "\n").first { $0.drop { $0 == " " }.hasPrefix(option + " ") }
    #expect(line?.hasSuffix(text) == true, "\(line ?? "no line for \(option)")")
  }

  @Test(
    "check with no --arch and no --cases runs every built-in case, then every rule, through every architecture"
  )
  func checkDefaults() async throws {
    let result = try await KataProcess.runOnce(["check"])
    let cases = try CaseCollection.builtIn().count * Architecture.all.count
    let rules = Architecture.all.map { $0.pattern.rules.count * ScreenKind.allCases.count }.reduce(0, +)
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("\n\(cases + rules) passed, 0 failed\n"))
  }

  /// Every result of `kata check`, in order, as `architecture: case`.
  static func expectedCheckOrder() throws -> [String] {
    let cases = try CaseCollection.builtIn()
    let names = cases.calculator.map(\.name) + cases.rosters.map(\.name)
    return names.flatMap { name in Architecture.all.map { "\($0.name): \(name)" } }
  }

  @Test("check's rows go case by case, each case through every architecture in turn, in JSON and text")
  func checkRowOrder() async throws {
    let expected = try Self.expectedCheckOrder()
    let json = try await KataProcess.runOnce(["check", "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let results = try #require(report["results"] as? [[String: Any]])
    #expect(results.map { "\($0["architecture"] ?? ""): \($0["case"] ?? "")" } == expected)

    // The rules come after the cases, in a table of their own (architecture, screen, rule).
    let rules = try #require(report["rules"] as? [[String: Any]])
    let expectedRules = Architecture.all.flatMap { architecture in
      ScreenKind.allCases.flatMap { screen in
        architecture.pattern.rules.map { "\(architecture.name) \(screen): \($0.name)" }
      }
    }
    #expect(
      rules.map { "\($0["architecture"] ?? "") \($0["screen"] ?? ""): \($0["rule"] ?? "")" } == expectedRules)

    let lines = try await KataProcess.runOnce(["check"]).stdout.split(separator: "\n")
    let text = lines.prefix { !($0.hasPrefix("ARCH") && $0.contains("SCREEN")) }
    let rows = text.filter { $0.hasSuffix("✓") || $0.hasSuffix("✗") }
    #expect(rows.count == expected.count)
    for (row, result) in zip(rows, expected) {
      let architecture = String(result.prefix { $0 != ":" })
      let caseName = result.dropFirst(architecture.count + 2)
      #expect(row.hasPrefix(architecture + " "), "\(row)")
      #expect(row.contains(caseName.truncated(toColumns: CheckReport.cellWidth).dropLast()), "\(row)")
    }
  }

  static let twoPlayers =
    #"[{"firstName": "Ada", "lastName": "Lovelace", "score": 98}, {"firstName": "세종", "lastName": "", "score": 41}]"#
  static let shownRows = [("Ada Lovelace", "Expert"), ("세종", "Intermediate")]

  @Test(
    "scores --arch all as text: an ARCH column, every architecture's rows in turn, aligned by display columns"
  )
  func scoresEveryArchitectureAsText() async throws {
    let result = try await KataProcess.run(["scores", "--arch", "all", "-"], input: .text(Self.twoPlayers))
    let rows =
      [("ARCH", "NAME", "LEVEL")]
      + Architecture.all.flatMap { architecture in
        Self.shownRows.map { (architecture.name, $0.0, $0.1) }
      }
    let archWidth = rows.map { DisplayWidth.columns(of: $0.0) }.max() ?? 0
    let nameWidth = rows.map { DisplayWidth.columns(of: $0.1) }.max() ?? 0
    let expected = rows.map {
      "\($0.0.padded(toColumns: archWidth))  \($0.1.padded(toColumns: nameWidth))  \($0.2)\n"
    }
    #expect(result.status == 0)
    #expect(result.stdout == expected.joined())
  }

  @Test("scores --arch all as JSON: one object per architecture and player, in turn")
  func scoresEveryArchitectureAsJSON() async throws {
    let result = try await KataProcess.run(
      ["scores", "--arch", "all", "--format", "json", "-"], input: .text(Self.twoPlayers))
    let objects = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]])
    let expected = Architecture.all.flatMap { architecture in
      Self.shownRows.map { ["architecture": architecture.name, "name": $0.0, "level": $0.1] }
    }
    #expect(objects == expected)
  }

  #if os(Linux)
    // APFS refuses file names that are not UTF-8; Linux takes any bytes but NUL and '/'.
    @Test("a roster or cases file whose name is not UTF-8 still opens")
    func fileNameThatIsNotUTF8() async throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kata-name-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let base = Array(directory.path.utf8) + Array("/caf".utf8) + [0xE9]  // "café" in Latin-1
      let roster = base + Array(".json".utf8)
      let cases = base + Array("-cases.json".utf8)
      try createFile(#"[{"firstName": "Ada", "lastName": "", "score": 98}]"#, toPath: roster)
      try createFile(#"[{"name": "sum", "token": ",", "input": "1,2", "expected": "3"}]"#, toPath: cases)

      let scores = try await KataProcess.run(bytes: [
        Array("scores".utf8), Array("--format=tsv".utf8), roster,
      ])
      #expect(scores.status == 0, "\(scores.stderr)")
      #expect(scores.stdout == "Ada\tExpert\n")
      let check = try await KataProcess.run(bytes: [Array("check".utf8), Array("--cases".utf8), cases])
      #expect(check.status == 0, "\(check.stderr)")
      let attached = try await KataProcess.run(bytes: [Array("check".utf8), Array("--cases=".utf8) + cases])
      #expect(attached.status == 0, "\(attached.stderr)")

      let missing = try await KataProcess.run(bytes: [Array("scores".utf8), base + Array(".nope".utf8)])
      #expect(missing.status == 66)
      #expect(missing.stderr.hasPrefix("kata: \(directory.path)/caf\u{FFFD}.nope: cannot be opened"))
    }

    private func createFile(_ text: String, toPath path: [UInt8]) throws {
      let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
      }
      guard descriptor >= 0 else { throw KataProcess.SystemError(call: "open") }
      defer { close(descriptor) }
      #expect(write(descriptor, text, text.utf8.count) == text.utf8.count)
    }
  #endif

  @Test("a roster that is not UTF-8 is not JSON, and the message says where")
  func rosterThatIsNotUTF8() async throws {
    let roster =
      Array(#"[{"firstName": "caf"#.utf8) + [0xE9] + Array(#"", "lastName": "", "score": 1}]"#.utf8)
    let result = try await KataProcess.run(["scores", "-"], input: .bytes(roster))
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "kata: standard input: not valid JSON: line 1, column 20: a string holds bytes that are not UTF-8\n"))
  }

  @Test("a roster on a pipe, a few reads long, arrives whole: the same rows as from the file")
  func pipedRosterArrivesWhole() async throws {
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // 1.3 MB, over the mebibyte one read is offered of an input that does not tell its size;
    // every name its own, so that a piece lost or out of order shows.
    let padding = String(repeating: "n", count: 500)
    let players = (0..<2_500).map {
      #"{"firstName": "\#($0)\#(padding)", "lastName": "", "score": \#($0 % 100)}"#
    }
    let text = "[" + players.joined(separator: ",\n") + "]"
    let roster = directory.appendingPathComponent("roster.json")
    try Data(text.utf8).write(to: roster)

    let fromFile = try await KataProcess.run(["scores", "--format", "tsv", roster.path])
    let piped = try await KataProcess.onOwnThread {
      let input = try KataProcess.makePipe()
      let output = try KataProcess.makePipe()
      let child = try KataProcess.start(
        [Array("scores".utf8), Array("--format=tsv".utf8), Array("-".utf8)], stdin: input.read,
        stdout: output.write, stderr: output.write)
      close(input.read)
      close(output.write)
      defer { close(output.read) }
      // Written from a thread of its own while this one reads, so neither waits on a full pipe.
      let writer = Thread {
        Array(text.utf8).withUnsafeBytes { bytes in
          var written = 0
          while written < bytes.count {
            let count = write(input.write, bytes.baseAddress! + written, bytes.count - written)
            if count <= 0 && errno != EINTR { break }
            written += max(count, 0)
          }
        }
        close(input.write)
      }
      writer.start()
      let shown = child.readToEnd(from: output.read)
      return (shown, child.wait().status)
    }
    #expect(fromFile.status == 0 && fromFile.stdout.split(separator: "\n").count == players.count)
    #expect(piped.1 == 0)
    #expect(piped.0 == fromFile.stdout)
  }

  @Test("never traps on malformed standard input")
  func survivesMalformedInput() async throws {
    var bytes: [UInt8] = Array("1,2\n".utf8)
    bytes += [0xFF, 0xFE, 0x2C, 0x35, 0x0A]  // not UTF-8, then ",5"
    bytes += [0x00, 0x2C, 0x37, 0x0A]  // a NUL, then ",7"
    bytes += Array(String(repeating: "9", count: 100_000).utf8) + [0x2C, 0x31]
    let result = try await KataProcess.run(["calc"], input: .bytes(bytes))
    #expect(result.status == 0)
    #expect(result.stdout == "3\n5\n7\n1\n")
  }

  @Test("a single long line gives the exact sum")
  func longLine() async throws {
    let line = Array(repeating: "9223372036854775807", count: 20_000).joined(separator: ",")
    let result = try await KataProcess.run(["calc", "--arch", "all"], input: .text(line + "\n"))
    let expected = String(Int128(Int.max) * 20_000)
    #expect(result.stdout == Architecture.all.map { "\($0.name)\t\(expected)\n" }.joined())
  }
}
