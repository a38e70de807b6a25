import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the platform gives no call stacks (Apple platforms before macOS 26), the rules that
/// read them cannot judge: `KATA_CALL_STACKS=off` makes that platform here. The lessons still
/// pass, and every rule that needs call stacks says it was not measured, in text and JSON.
@Suite(
  "Shape: without call stacks, the lessons pass and the unmeasured rules are named", .timeLimit(.minutes(2)))
struct CallStacksOffTests {
  /// Runs `kata` with call stacks turned off; its exit status and standard output.
  static func runWithoutCallStacks(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
    let output = try KataProcess.makePipe()
    let child = try KataProcess.start(
      (["KATA_CALL_STACKS=off", KataProcess.executable.path] + arguments).map { Array($0.utf8) },
      program: URL(fileURLWithPath: "/usr/bin/env"), stdin: 0, stdout: output.write, stderr: 2)
    close(output.write)
    defer { close(output.read) }
    let stdout = KataProcess.readToEnd(from: output.read)
    return (child.wait().status, stdout ?? "")
  }

  @Test("kata shape: the lessons pass, and the rules that read call stacks say 'not measured here'")
  func shapeNamesTheUnmeasured() throws {
    let run = try Self.runWithoutCallStacks(["shape", "--arch", "mvp"])
    #expect(run.status == 0, "\(run.stdout)")
    #expect(run.stdout.contains("– the presenter decides what the view shows\n    not measured here"))
    #expect(run.stdout.contains("– the view cannot reach the Model\n"))
    #expect(run.stdout.contains("✓ the presenter does not keep its view alive\n"))
    #expect(run.stdout.contains(" failed, 4 not measured here\n"))
    #expect(!run.stdout.contains("✗"))
  }

  @Test("kata check, text and JSON: no failure, and each unmeasured rule marked as such")
  func checkNamesTheUnmeasured() throws {
    let text = try Self.runWithoutCallStacks(["check"])
    #expect(text.status == 0, "\(text.stdout.suffix(2000))")
    let marked = text.stdout.split(separator: "\n").count { $0.hasSuffix("  –") }
    #expect(marked > 0)
    #expect(text.stdout.hasSuffix(" failed, \(marked) not measured here\n"), "\(text.stdout.suffix(200))")
    let json = try Self.runWithoutCallStacks(["check", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdout.contains("\"notMeasured\": \(marked),"))
    #expect(json.stdout.components(separatedBy: "\"measured\": false").count - 1 == marked)
    #expect(
      json.stdout.contains(
        "{\"architecture\": \"mvc\", \"screen\": \"calculator\", \"rule\": \"only the controller asks the Model\", "
          + "\"passed\": false, \"measured\": false, \"message\": \"not measured here:"))
  }
}
