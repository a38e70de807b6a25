import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the platform gives no call stacks (Apple platforms before macOS 26), the rules that
/// read them cannot judge: `KATA_CALL_STACKS=off` makes that platform here. The lessons fail
/// no rule, every rule that needs call stacks says it was not measured and why, in text and
/// JSON, and the command does not report success: a rule not measured is not a pass.
@Suite(
  "Shape: without call stacks, nothing fails, the unmeasured rules are named, and nothing reports success",
  .timeLimit(.minutes(2)))
struct CallStacksOffTests {
  /// Runs `kata` with call stacks turned off (or with `environment` instead); its exit status,
  /// standard output and standard error.
  static func runWithoutCallStacks(_ arguments: [String], environment: String = "KATA_CALL_STACKS=off") throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let output = try KataProcess.makePipe()
    let errors = try KataProcess.makePipe()
    let child = try KataProcess.start(
      ([environment, KataProcess.executable.path] + arguments).map { Array($0.utf8) },
      program: URL(fileURLWithPath: "/usr/bin/env"), stdin: 0, stdout: output.write, stderr: errors.write)
    close(output.write)
    close(errors.write)
    defer {
      close(output.read)
      close(errors.read)
    }
    let stdout = child.readToEnd(from: output.read)
    let stderr = child.readToEnd(from: errors.read)
    return (child.wait().status, stdout ?? "", stderr ?? "")
  }

  /// The words a rule not measured shows, call stacks being off.
  static let reason =
    "not measured: this rule reads call stacks, and KATA_CALL_STACKS=off turned call stacks off"

  @Test(
    "kata shape: no rule fails, the rules that read call stacks say why they were not measured, and it exits 69"
  )
  func shapeNamesTheUnmeasured() throws {
    let run = try Self.runWithoutCallStacks(["shape", "--arch", "mvp"])
    #expect(run.status == 69, "\(run.stdout)")
    #expect(run.stdout.contains("– the presenter decides what the view shows\n    \(Self.reason)."))
    #expect(run.stdout.contains("– the view cannot reach the Model\n"))
    #expect(run.stdout.contains("✓ the presenter does not keep its view alive\n"))
    #expect(run.stdout.contains(" failed, 10 not measured\n"))
    #expect(!run.stdout.contains("✗"))
    #expect(run.stderr.hasPrefix("kata: 10 of "), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        " rules were not measured; the first, 'the Model knows no view' on mvp calculator: "
          + "this rule reads call stacks, and KATA_CALL_STACKS=off turned call stacks off\n"), "\(run.stderr)"
    )
  }

  @Test("kata check, text and JSON: no failure, each unmeasured rule marked as such, and exit 69")
  func checkNamesTheUnmeasured() throws {
    let text = try Self.runWithoutCallStacks(["check"])
    #expect(text.status == 69, "\(text.stdout.suffix(2000))")
    let marked = text.stdout.split(separator: "\n").count { $0.hasSuffix("  –") }
    #expect(marked > 0)
    #expect(text.stdout.hasSuffix(" failed, \(marked) not measured\n"), "\(text.stdout.suffix(200))")
    let json = try Self.runWithoutCallStacks(["check", "--format", "json"])
    #expect(json.status == 69)
    #expect(json.stdout.contains("\"notMeasured\": \(marked),"))
    #expect(json.stdout.components(separatedBy: "\"measured\": false").count - 1 == marked)
    #expect(
      json.stdout.contains(
        "{\"architecture\": \"mvc\", \"screen\": \"calculator\", \"rule\": \"only the controller asks the Model\", "
          + "\"read\": \"docs/01-mvc.md#the-roles\", "
          + "\"passed\": false, \"measured\": false, \"message\": \"\(Self.reason)."))
  }
}
