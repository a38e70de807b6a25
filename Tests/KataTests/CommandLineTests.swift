import Foundation
import KataDriver
import KataRegistry
import Testing

/// `kata` as a user runs it: the built binary, its output, its errors and its exit status.
@Suite("The kata command, end to end", .tags(.commandLine))
struct CommandLineTests {
  /// One command line and what it must do, from `command-lines.json`.
  struct Example: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// Text for standard input; none means an empty one.
    var stdin: String?
    /// A file to use as standard input instead.
    var stdinPath: String?
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
  func behavesAsDocumented(example: Example) throws {
    let input: KataProcess.Input =
      if let path = example.stdinPath { .file(path) } else { .text(example.stdin ?? "") }
    let result = try KataProcess.run(example.arguments, input: input)
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
      (["calc", "--help"], ["--trace [text|mermaid]"]),
      (["check", "--help"], ["--arch", "--cases FILE", "--format text|json", "✓", "\"expected\""]),
      (["--help"], ["check"]),
      (["--help"], ["play"]),
      (
        ["play", "--help"],
        ["--arch", "--screen calculator|scores", "--slow", "--fail", "FILE", "Esc", "kata calc"]
      ),
    ])
  func helpPages(arguments: [String], mentions: [String]) throws {
    let result = try KataProcess.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("USAGE: kata"))
    for word in mentions {
      #expect(result.stdout.contains(word), "\(word)")
    }
  }

  @Test("streams standard input: a result comes out before the input ends")
  func streamsStandardInput() throws {
    let process = Process()
    process.executableURL = KataProcess.executable
    process.arguments = ["calc"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("20,22\n".utf8))
    // The first result must arrive while standard input is still open.
    let first = output.fileHandleForReading.availableData
    #expect(String(decoding: first, as: UTF8.self) == "42\n")
    input.fileHandleForWriting.write(Data("1\n".utf8))
    try input.fileHandleForWriting.close()
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: rest, as: UTF8.self) == "1\n")
    #expect(process.terminationStatus == 0)
  }

  @Test("never traps on malformed standard input")
  func survivesMalformedInput() throws {
    var bytes: [UInt8] = Array("1,2\n".utf8)
    bytes += [0xFF, 0xFE, 0x2C, 0x35, 0x0A]  // not UTF-8, then ",5"
    bytes += [0x00, 0x2C, 0x37, 0x0A]  // a NUL, then ",7"
    bytes += Array(String(repeating: "9", count: 100_000).utf8) + [0x2C, 0x31]
    let result = try KataProcess.run(["calc"], input: .bytes(bytes))
    #expect(result.status == 0)
    #expect(result.stdout == "3\n5\n7\n1\n")
  }

  @Test("a single long line gives the exact sum")
  func longLine() throws {
    let line = Array(repeating: "9223372036854775807", count: 20_000).joined(separator: ",")
    let result = try KataProcess.run(["calc", "--arch", "all"], input: .text(line + "\n"))
    let expected = String(Int128(Int.max) * 20_000)
    #expect(result.stdout == Architecture.all.map { "\($0.name)\t\(expected)\n" }.joined())
  }
}

/// Runs the `kata` binary that `swift test` built beside the tests.
enum KataProcess {
  enum Input {
    case text(String)
    case bytes([UInt8])
    case file(String)
  }

  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built `kata`: next to the test bundle.
  static let executable: URL = {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("kata")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("kata")
  }()

  /// Runs `kata` with `arguments` and `input`, in `directory` when one is given (a command a
  /// page shows runs from the package root, as a reader runs it).
  static func run(_ arguments: [String], input: Input = .text(""), in directory: URL? = nil) throws -> Result
  {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    let stdinURL: URL
    switch input {
    case .text(let text):
      stdinURL = scratch.appendingPathComponent("stdin")
      try Data(text.utf8).write(to: stdinURL)
    case .bytes(let bytes):
      stdinURL = scratch.appendingPathComponent("stdin")
      try Data(bytes).write(to: stdinURL)
    case .file(let path):
      stdinURL = URL(fileURLWithPath: path)
    }
    let stdoutURL = scratch.appendingPathComponent("stdout")
    let stderrURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardInput = try FileHandle(forReadingFrom: stdinURL)
    process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
    process.standardError = try FileHandle(forWritingTo: stderrURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
    )
  }
}
