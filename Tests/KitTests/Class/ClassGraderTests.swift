import BoundedInput
import Foundation
import Testing

@testable import KataCommandLine

/// `kata class`'s grader over fake clones whose build and answer are small shell commands:
/// the deadline, the process group ended with it, and each way a clone can fail to answer.
@Suite("kata class: grading clones", .timeLimit(.minutes(2)))
struct ClassGraderTests {
  /// The deadline of these tests: 100 naps, a second or a little more.
  static let deadlineNaps = 100

  /// A fake clone whose `kata progress` never answers, and starts a child that would outlive
  /// it: the grader ends both at the deadline, and the three others, graded on the second
  /// job, are graded long before it.
  @Test(
    "a clone that never answers is no-answer at the deadline, its whole group ended, and holds up no other")
  func deadline() async throws {
    let parent = try ClassFixtures.temporaryFolder("deadline")
    defer { try? FileManager.default.removeItem(at: parent) }
    let hung = try ClassFixtures.fakeClone("hung", in: parent)
    try Data("sleep 600 & echo $! > \"$0/child.pid\"; wait\n".utf8).write(
      to: hung.appendingPathComponent("answer.sh"))
    var folders = [hung]
    for name in ["ada", "grace", "barbara"] {
      let clone = try ClassFixtures.fakeClone(name, in: parent)
      try Data(ClassFixtures.progressJSON(done: 2, problems: [ClassFixtures.problem("a rule")]).utf8)
        .write(to: clone.appendingPathComponent("progress.json"))
      folders.append(clone)
    }
    let log = ClassFixtures.Log()
    let grader = ClassFixtures.grader(jobs: 2, deadlineNaps: Self.deadlineNaps, graded: log.record)
    let paths = folders.map { FilePath($0.path) }
    let students = try await KataProcess.onOwnThread { try grader.grade(paths) }

    #expect(students.map(\.status) == [.noAnswer, .inProgress, .inProgress, .inProgress])
    #expect(students.map(\.stepsDone) == [nil, 2, 2, 2])
    let message = try #require(students[0].firstProblem?.message)
    #expect(message.contains("no answer within the deadline (1 s)"), "\(message)")
    let hungNap = try #require(log.nap(of: 0))
    #expect(hungNap >= Self.deadlineNaps)
    for student in 1...3 {
      let nap = try #require(log.nap(of: student))
      #expect(nap < Self.deadlineNaps, "student \(student) waited for the hung clone: graded at nap \(nap)")
    }
    let child = try #require(
      pid_t(
        String(contentsOf: hung.appendingPathComponent("child.pid"), encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    #expect(ClassFixtures.ends(child), "the hung clone's child \(child) outlived the deadline")
  }

  /// The check above, seen failing: a program ended by its own id alone, as an `end()` that
  /// forgot its group would end it, leaves its child running, and the check says so.
  @Test("the check of the group sees a child left running when only the program itself is ended")
  func groupCheckBites() async throws {
    let parent = try ClassFixtures.temporaryFolder("group")
    defer { try? FileManager.default.removeItem(at: parent) }
    let pidFile = parent.appendingPathComponent("child.pid").path
    let child = try ChildProcess(
      ["/bin/sh", "-c", "sleep 600 & echo $! > \"$0\"; wait", pidFile], keeping: 1 << 10)
    var grandchild: pid_t?
    for _ in 0..<1000 where grandchild == nil {
      grandchild = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      ChildProcess.nap()
    }
    let left = try #require(grandchild)
    kill(child.pid, SIGKILL)
    var status: Int32 = 0
    _ = waitpid(child.pid, &status, 0)
    #expect(!ClassFixtures.ends(left), "the check missed a child left running")
    kill(-child.pid, SIGKILL)
  }

  @Test(
    "a clone whose build fails is does-not-build, with the build's first error, its path inside the clone")
  func doesNotBuild() async throws {
    let parent = try ClassFixtures.temporaryFolder("build")
    defer { try? FileManager.default.removeItem(at: parent) }
    let clone = try ClassFixtures.fakeClone("alan", in: parent)
    try Data(
      """
      printf 'Building for debugging...\\nerror: emit-module command failed with exit code 1\\n'
      printf '%s/Sources/X.swift:3:1: error: expected expression\\n' "$0"
      printf '%s/Sources/Y.swift:9:1: error: a later error\\n' "$0"
      exit 1

      """.utf8
    ).write(to: clone.appendingPathComponent("build.sh"))
    try Data("touch \"$0/asked\"\n".utf8).write(to: clone.appendingPathComponent("answer.sh"))
    let grader = ClassFixtures.grader(jobs: 1, deadlineNaps: Self.deadlineNaps)
    let students = try await KataProcess.onOwnThread { try grader.grade([FilePath(clone.path)]) }
    #expect(students.map(\.status) == [.doesNotBuild])
    #expect(students.first?.firstProblem?.message == "Sources/X.swift:3:1: error: expected expression")
    #expect(students.first?.firstProblem?.rule == ClassGrader.builds)
    #expect(!FileManager.default.fileExists(atPath: clone.appendingPathComponent("asked").path))
  }

  struct NoVerdict: Sendable, CustomTestStringConvertible {
    var script: String
    var says: String
    var testDescription: String { says }
  }

  @Test(
    "a clone that ends without a verdict is no-answer, saying how it ended",
    arguments: [
      NoVerdict(script: "kill -SEGV $$", says: "its kata progress was ended by signal 11 before it answered"),
      NoVerdict(
        script: "echo 'kata: kata progress needs an address space of at least 192 MiB' >&2; exit 65",
        says: "its kata progress exited with status 65 before it answered: kata: kata progress needs"),
      NoVerdict(
        script: "echo 'not json'; exit 1",
        says: "its kata progress printed no report that kata class can read"),
      NoVerdict(
        script: "echo '{\"steps\": []}'; exit 0",
        says: "printed no report that kata class can read (it lists no step)"),
    ])
  func noVerdict(_ example: NoVerdict) async throws {
    let parent = try ClassFixtures.temporaryFolder("verdict")
    defer { try? FileManager.default.removeItem(at: parent) }
    let clone = try ClassFixtures.fakeClone("edsger", in: parent)
    try Data("\(example.script)\n".utf8).write(to: clone.appendingPathComponent("answer.sh"))
    let grader = ClassFixtures.grader(jobs: 1, deadlineNaps: Self.deadlineNaps)
    let students = try await KataProcess.onOwnThread { try grader.grade([FilePath(clone.path)]) }
    #expect(students.map(\.status) == [.noAnswer])
    let message = try #require(students.first?.firstProblem?.message)
    #expect(message.contains(example.says), "\(message)")
  }

  @Test("a folder that is not a clone of the kata is reported, never built")
  func notAClone() async throws {
    let parent = try ClassFixtures.temporaryFolder("stray")
    defer { try? FileManager.default.removeItem(at: parent) }
    let stray = try ClassFixtures.fakeClone("notes", in: parent, isClone: false)
    try Data("touch \"$0/built\"\n".utf8).write(to: stray.appendingPathComponent("build.sh"))
    let other = try ClassFixtures.fakeClone("other", in: parent, isClone: false)
    try Data("let package = Package(name: \"SomethingElse\")\n".utf8).write(
      to: other.appendingPathComponent("Package.swift"))
    let grader = ClassFixtures.grader(jobs: 1, deadlineNaps: Self.deadlineNaps)
    let students = try await KataProcess.onOwnThread {
      try grader.grade([FilePath(stray.path), FilePath(other.path)])
    }
    #expect(students.map(\.status) == [.notAClone, .notAClone])
    #expect(students[0].firstProblem?.message.contains("no Package.swift") == true)
    #expect(students[1].firstProblem?.message.contains("not Architecture Kata's") == true)
    #expect(!FileManager.default.fileExists(atPath: stray.appendingPathComponent("built").path))
  }

  @Test("a clone that is a git checkout is named by its commit: author, id, time and subject")
  func commit() async throws {
    let parent = try ClassFixtures.temporaryFolder("commit")
    defer { try? FileManager.default.removeItem(at: parent) }
    let clone = try ClassFixtures.fakeClone("grace", in: parent)
    try Data(ClassFixtures.progressJSON(done: 4).utf8).write(
      to: clone.appendingPathComponent("progress.json"))
    let git = try await KataProcess.onOwnThread {
      ChildProcess.run(
        [
          "/bin/sh", "-c",
          "cd \"$0\" && git init -q && git add -A && git -c user.name=\"$1\" -c user.email=g@example.com "
            + "-c commit.gpgsign=false commit -qm \"$2\"", clone.path, "Grace Hopper",
          ClassFixtures.scriptSubject,
        ].map { Array($0.utf8) },
        naps: 3000)?.exit
    }
    #expect(git == .status(0))
    let grader = ClassFixtures.grader(jobs: 1, deadlineNaps: Self.deadlineNaps)
    let students = try await KataProcess.onOwnThread { try grader.grade([FilePath(clone.path)]) }
    let commit = try #require(students.first?.commit)
    #expect(commit.author == "Grace Hopper")
    #expect(commit.subject == ClassFixtures.scriptSubject)
    #expect(commit.id.count == 40)
    #expect(commit.time.count >= 20)
    #expect(students.first?.status == .done)
    // A folder that is not a git checkout has none, and is graded all the same.
    #expect(GitCommit.read(in: FilePath(parent.path)) == nil)
  }
}
