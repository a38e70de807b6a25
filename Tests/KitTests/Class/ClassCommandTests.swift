import BoundedInput
import Foundation
import Testing

@testable import KataCommandLine

/// `kata class`'s command line: its options, its folders, its help, and its exit status.
@Suite("kata class: the command line", .timeLimit(.minutes(2)))
struct ClassCommandTests {
  static func command(_ words: [Argument]) throws(KataError) -> ClassCommand {
    try ClassCommand(validating: ClassCommand.spec.parse(words))
  }

  @Test("DIR may be given any number of times, with the options anywhere among them")
  func parses() throws {
    let command = try Self.command([
      "a", "--format", "json", "b", "--deadline=30", "c", "--jobs", "3", "--", "-d",
    ])
    #expect(command.folders.map(\.description) == ["a", "b", "c", "-d"])
    #expect(command.format == .json)
    #expect(command.deadline == 30)
    #expect(command.jobs == 3)
    let defaults = try Self.command(["a"])
    #expect(defaults.format == .text)
    #expect(defaults.deadline == ClassCommand.defaultDeadline)
    #expect(defaults.jobs == ClassCommand.defaultJobs)
    #expect((1...ClassCommand.mostJobs).contains(ClassCommand.defaultJobs))
  }

  struct Wrong: Sendable, CustomTestStringConvertible {
    var words: [Argument]
    var says: String
    var testDescription: String { words.map(\.text).joined(separator: " ") }
  }

  @Test(
    "a wrong command line is a usage error that says what is wrong",
    arguments: [
      Wrong(words: [], says: "missing DIR: name the folder of each student's clone"),
      Wrong(words: ["--format", "json"], says: "missing DIR"),
      Wrong(words: ["a", "--format", "pdf"], says: "unknown format 'pdf' (choose text, json or html)"),
      Wrong(
        words: ["a", "--deadline", "0"], says: "--deadline takes a whole number from 1 to 86400, not '0'"),
      Wrong(words: ["a", "--deadline", "1.5"], says: "--deadline takes a whole number"),
      Wrong(words: ["a", "--deadline", "86401"], says: "--deadline takes a whole number"),
      Wrong(words: ["a", "--jobs", "0"], says: "--jobs takes a whole number from 1 to 64, not '0'"),
      Wrong(words: ["a", "--jobs", "65"], says: "--jobs takes a whole number"),
      Wrong(words: ["a", "--jobs"], says: "missing value for '--jobs N'"),
      Wrong(words: ["a", "-j", "2"], says: "unknown option '-j'"),
    ])
  func wrong(_ example: Wrong) {
    let error = #expect(throws: KataError.self) { _ = try Self.command(example.words) }
    #expect(error?.status == .usage)
    #expect(error?.message.contains(example.says) == true, "\(error?.message ?? "")")
    #expect(error?.command == ClassCommand.spec)
  }

  @Test(
    "the exit status: 0 when every student is done, 1 when one is not, 69 when only rules not measured hold them, 65 for a stray folder"
  )
  func verdict() throws {
    let students = try ClassFixtures.sixStudents()
    #expect(throws: Never.self) { try ClassCommand.verdict([students[2]]) }
    #expect(throws: KataError.self) { try ClassCommand.verdict(students) }
    #expect(Self.status(students) == .checkFailed)
    #expect(
      Self.status([students[2], students[5]]) == .checkFailed, "a clone that gave no answer is not done")
    let unmeasured = try ClassFixtures.student(
      "class/mac", author: "M",
      json: ClassFixtures.progressJSON(done: 1, problems: [ClassFixtures.problem("a rule", measured: false)]))
    #expect(unmeasured.heldBackOnlyByUnmeasured)
    #expect(Self.status([students[2], unmeasured]) == .notMeasured)
    #expect(Self.status([unmeasured, students[0]]) == .checkFailed)
    let stray = StudentReport(
      folder: "notes", commit: nil, status: .notAClone,
      firstProblem: ClassGrader.notAClone(FilePath("/nonexistent-folder")))
    #expect(Self.status([students[2], stray, students[0]]) == .dataError)
  }

  private static func status(_ students: [StudentReport]) -> KataCommandLine.ExitStatus? {
    do {
      try ClassCommand.verdict(students)
      return .success
    } catch {
      return error.status
    }
  }

  @Test(
    "bad folders: one that cannot be opened or is no folder exits 66 before anything is built; one named twice, 64"
  )
  func badFolders() async throws {
    let parent = try ClassFixtures.temporaryFolder("folders")
    defer { try? FileManager.default.removeItem(at: parent) }
    let file = parent.appendingPathComponent("notes.txt")
    try Data("x".utf8).write(to: file)
    let clone = try ClassFixtures.fakeClone("ada", in: parent)

    let missing = try await KataProcess.run([
      "class", clone.path, parent.appendingPathComponent("nobody").path,
    ])
    #expect(missing.status == 66)
    #expect(
      missing.stderr.hasPrefix("kata: \(parent.path)/nobody: cannot be opened (No such file or directory)\n"))
    #expect(missing.stdout.isEmpty)

    let notAFolder = try await KataProcess.run(["class", file.path])
    #expect(notAFolder.status == 66)
    #expect(notAFolder.stderr.contains("notes.txt: not a folder"))

    let twice = try await KataProcess.run(["class", clone.path, clone.path + "/"])
    #expect(twice.status == 64)
    #expect(twice.stderr.contains("is the same folder as"))
    #expect(twice.stderr.contains("Usage: kata class DIR..."))
  }

  @Test("a folder that is not a clone is a row of the report, and exits 65 with kata: on standard error")
  func strayFolder() async throws {
    let parent = try ClassFixtures.temporaryFolder("stray-process")
    defer { try? FileManager.default.removeItem(at: parent) }
    let stray = try ClassFixtures.fakeClone("notes", in: parent, isClone: false)
    let result = try await KataProcess.run(["class", stray.path, "--format", "json"])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr
        == "kata: \(stray.path) is not a clone of Architecture Kata\nIts row says why; the other students were graded all the same.\n"
    )
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let students = object?["students"] as? [[String: Any]]
    #expect(students?.first?["status"] as? String == "not-a-clone")
    #expect(students?.first?["name"] as? String == "notes")
  }

  @Test("kata help class and kata class --help show the same page: usage, DIR..., each option")
  func help() async throws {
    let help = try await KataProcess.runOnce(["help", "class"])
    let dashes = try await KataProcess.runOnce(["class", "--help"])
    #expect(help.status == 0 && dashes.status == 0)
    #expect(help.stdout == dashes.stdout)
    #expect(
      help.stdout.contains(
        "USAGE: kata class DIR... [--format text|json|html] [--deadline SECONDS] [--jobs N]"))
    #expect(help.stdout.contains("ARGUMENTS:\n  DIR...  "))
    for option in ["--format text|json|html", "--deadline SECONDS", "--jobs N"] {
      #expect(help.stdout.contains("  \(option)  "), "the help does not list \(option)")
    }
    let overview = try await KataProcess.runOnce(["--help"])
    #expect(overview.stdout.contains("  class  "))
  }
}
