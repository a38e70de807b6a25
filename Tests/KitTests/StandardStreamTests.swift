import Foundation
import Testing

@testable import KataTests

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard streams as a shell may hand them over: closed, or non-blocking. kata behaves as
/// with ordinary ones: it waits for a slow reader or writer, and a closed stream fails
/// with the words for a closed stream.
@Suite(
  "Standard streams: closed ones fail as closed, non-blocking ones are waited for", .tags(.commandLine),
  .timeLimit(.minutes(2)))
struct StandardStreamTests {
  /// Runs `script` in `/bin/sh` with kata as `$0`, standard error into a file; returns the
  /// exit status and what kata wrote there.
  private static func shell(_ script: String, _ arguments: [String]) throws -> (
    status: Int32, errors: String
  ) {
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("errors").path
    let errors = try KataProcess.openFile(path, O_WRONLY | O_CREAT | O_TRUNC)
    defer { close(errors) }
    let nothing = try KataProcess.openFile("/dev/null", O_RDWR)
    defer { close(nothing) }
    let child = try KataProcess.start(
      (["-c", script, KataProcess.executable.path] + arguments).map { Array($0.utf8) },
      program: URL(fileURLWithPath: "/bin/sh"), stdin: nothing, stdout: nothing, stderr: errors)
    let exit = child.wait()
    return (exit.status, try String(contentsOfFile: path, encoding: .utf8))
  }

  @Test(
    "a closed standard output or input is an I/O error that says 'Bad file descriptor'",
    arguments: [
      (
        "exec \"$0\" \"$@\" >&-", ["calc", "1,2"],
        "kata: cannot write to standard output: Bad file descriptor\n"
      ),
      (
        "exec \"$0\" \"$@\" >&-", ["scores", "--arch", "all"],
        "kata: cannot write to standard output: Bad file descriptor\n"
      ),
      ("exec \"$0\" \"$@\" <&-", ["calc"], "kata: cannot read standard input: Bad file descriptor\n"),
    ])
  func closedStream(script: String, arguments: [String], message: String) throws {
    let run = try Self.shell(script, arguments)
    #expect(run.status == 74)
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
  }

  /// A pipe whose `end` (0 to read, 1 to write) is non-blocking.
  private static func pipe(nonBlocking end: Int) throws -> [Int32] {
    let made = try KataProcess.makePipe()
    let ends = [made.read, made.write]
    _ = fcntl(ends[end], F_SETFL, fcntl(ends[end], F_GETFL) | O_NONBLOCK)
    return ends
  }

  /// Each command that reads standard input, what it is given, and how its output ends.
  static let standardInputReaders: [(arguments: [String], input: String, endsWith: String)] = [
    (["calc"], "1,2\n", "3\n"),
    (["scores", "-"], "[]", "No players.\n"),
    (
      ["check", "--arch", "mvc", "--cases", "-"],
      #"[{"name": "a", "token": ",", "input": "1", "expected": "1"}]"#,
      "0 failed\n"
    ),
  ]

  @Test(
    "a non-blocking standard input with nothing in it yet is waited for, not an error",
    arguments: standardInputReaders.indices)
  func nonBlockingInput(reader: Int) throws {
    let (arguments, text, ending) = Self.standardInputReaders[reader]
    let input = try Self.pipe(nonBlocking: 0)
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputPath = directory.appendingPathComponent("output").path
    let output = try KataProcess.openFile(outputPath, O_WRONLY | O_CREAT | O_TRUNC)
    defer { close(output) }
    let child = try KataProcess.start(
      arguments.map { Array($0.utf8) }, stdin: input[0], stdout: output, stderr: output)
    close(input[0])
    usleep(300_000)
    _ = write(input[1], text, text.utf8.count)
    close(input[1])
    #expect(child.wait().status == 0, "\(arguments)")
    let printed = try String(contentsOfFile: outputPath, encoding: .utf8)
    #expect(printed.hasSuffix(ending), "\(arguments): \(printed)")
  }

  @Test("a non-blocking standard output whose reader is slow is waited for, and every line arrives")
  func nonBlockingOutput() throws {
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputPath = directory.appendingPathComponent("input").path
    // 12,000 results of about 20 bytes each (Int.max plus the line's number): about four
    // times what a pipe holds.
    let lines = (0..<12_000).map { "9223372036854775807,\($0)\n" }
    try Data(lines.joined().utf8).write(to: URL(fileURLWithPath: inputPath))
    let input = try KataProcess.openFile(inputPath, O_RDONLY)
    defer { close(input) }
    let output = try Self.pipe(nonBlocking: 1)
    let child = try KataProcess.start(
      [Array("calc".utf8)], stdin: input, stdout: output[1], stderr: output[1])
    close(output[1])
    usleep(300_000)
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = chunk.withUnsafeMutableBytes({ read(output[0], $0.baseAddress, $0.count) }),
      count > 0
    {
      received += chunk[..<count]
    }
    close(output[0])
    #expect(child.wait().status == 0)
    #expect(received.count { $0 == UInt8(ascii: "\n") } == 12_000)
  }
}
