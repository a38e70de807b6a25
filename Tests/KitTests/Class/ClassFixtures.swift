import BoundedInput
import Foundation
import Synchronization

@testable import KataCommandLine
@testable import KataGates

/// Students as the class tests need them: canned answers of a clone's `kata progress`, and
/// fake clones whose build and answer are small shell commands, so that a class is graded in
/// a second without a Swift build.
enum ClassFixtures {
  /// A problem as a gate words it, for `rule` on `screen`.
  static func problem(_ rule: String, screen: String = "calculator", measured: Bool = true) -> GateProblem {
    GateProblem(
      what: "exercise \(screen): \(rule): no object plays Presenter", why: "why it matters",
      fix: "what to do", read: "docs/02-mvp.md#who-holds-whom", rule: rule, measured: measured)
  }

  /// What a clone's `kata progress --format json` prints with steps 1 to `done` done and the
  /// next one failing with `problems` (every step done when `done` is 4); with `movedOnTo`,
  /// the workbench claims that later step's pattern, and `problems` are that step's.
  static func progressJSON(done: Int, problems: [GateProblem] = [], movedOnTo: Int? = nil) -> String {
    let deciding = movedOnTo ?? done + 1
    let steps = ExerciseStep.all.map { step in
      step.number <= done
        ? ExerciseStep.Progress(step: step, passedBy: step.number, movedOnTo: nil, problems: [])
        : ExerciseStep.Progress(
          step: step, passedBy: nil, movedOnTo: step.number == done + 1 ? movedOnTo : nil,
          problems: step.number == deciding ? problems : [problem("a rule of step \(step.number)")])
    }
    let commit = GitCommit(
      id: String(repeating: "a", count: 40), time: "2026-03-01T09:30:00+09:00", author: "x", subject: "y")
    return ProgressCommand.json(steps, through: 4, commit: commit)
  }

  /// A student whose clone answered `json`.
  static func student(_ folder: String, author: String, subject: String = "step 2, I think", json: String)
    throws
    -> StudentReport
  {
    StudentReport(
      folder: FilePath(folder), commit: commit(author, subject: subject),
      progress: try CloneProgress.read(Array(json.utf8)))
  }

  static func commit(_ author: String, subject: String = "step 2, I think") -> GitCommit {
    GitCommit(
      id: "0123456789abcdef0123456789abcdef01234567", time: "2026-03-01T09:30:00+09:00", author: author,
      subject: subject)
  }

  /// An author's name with markup in it (git itself keeps no `<` or `>` in a name, but a
  /// report must not rely on that).
  static let scriptAuthor = "Grace <script>document.title='pwned'</script> Hopper"
  /// A commit message as a student may write it, markup included.
  static let scriptSubject = "<script>document.title='pwned'</script> step 2, I think"

  /// A class of six: one at each state the report shows.
  static func sixStudents() throws -> [StudentReport] {
    [
      try student(
        "class/ada", author: "Ada Lovelace",
        json: progressJSON(
          done: 1,
          problems: [
            problem("the view owns its presenter"),
            problem("the view owns its presenter", screen: "score list"),
            problem("the view cannot reach the Model"),
          ])),
      try student(
        "class/grace", author: scriptAuthor, subject: scriptSubject,
        json: progressJSON(done: 2, problems: [problem("the binding gives the current value on bind")])),
      try student("class/barbara", author: "Barbara Liskov", json: progressJSON(done: 4)),
      // At MVVM already, and step 3's gate not passing yet: step 2 is decided by step 3's gate.
      try student(
        "class/katherine", author: "Katherine Johnson",
        json: progressJSON(
          done: 1, problems: [problem("every result reaches the view through a binding")], movedOnTo: 3)),
      StudentReport(
        folder: "class/alan", commit: commit("Alan Turing"), status: .doesNotBuild,
        firstProblem: .init(
          step: nil, rule: ClassGrader.builds,
          message: "docs/exercises/KataExercise/CalculatorPresenter.swift:40:28: error: cannot convert value")
      ),
      StudentReport(
        folder: "class/edsger", commit: commit("Edsger Dijkstra"), status: .noAnswer,
        firstProblem: .init(
          step: nil, rule: ClassGrader.answers, message: "no answer within the deadline (2 s)")),
    ]
  }

  /// A folder of its own under the system's temporary folder, removed by the caller.
  static func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-class-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A fake clone in `parent`: a `Package.swift` that names the package as the kata's does,
  /// unless `isClone` is false.
  static func fakeClone(_ name: String, in parent: URL, isClone: Bool = true) throws -> URL {
    let folder = parent.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if isClone {
      try Data("let package = Package(\n  name: \"ArchitectureKata\"\n)\n".utf8)
        .write(to: folder.appendingPathComponent("Package.swift"))
    }
    return folder
  }

  /// A grader whose build and answer are `sh -c SCRIPT FOLDER`: each clone's own `build.sh`
  /// and `answer.sh` when it has them, else a build that succeeds and an answer that prints
  /// the clone's `progress.json`.
  static func grader(
    jobs: Int, deadlineNaps: Int, graded: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  )
    -> ClassGrader
  {
    func script(_ name: String, otherwise fallback: String) -> @Sendable (FilePath) -> [[UInt8]] {
      { folder in
        let own = "\(folder)/\(name)"
        let body = FileManager.default.fileExists(atPath: own) ? ". \"$0/\(name)\"" : fallback
        return [Array("/bin/sh".utf8), Array("-c".utf8), Array(body.utf8), folder.bytes]
      }
    }
    return ClassGrader(
      jobs: jobs, deadlineNaps: deadlineNaps, build: script("build.sh", otherwise: "true"),
      answer: script("answer.sh", otherwise: "cat \"$0/progress.json\"; exit 1"), graded: graded)
  }

  /// Whether process `pid` ends within a few hundred naps of being killed: a SIGKILL is
  /// delivered as the system gets to it, not at once.
  static func ends(_ pid: pid_t) -> Bool {
    for _ in 0..<500 {
      if hasEnded(pid) { return true }
      ChildProcess.nap()
    }
    return false
  }

  /// Whether process `pid` has ended: gone, or a zombie no one has reaped yet.
  static func hasEnded(_ pid: pid_t) -> Bool {
    if kill(pid, 0) != 0 && errno == ESRCH { return true }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(close, offsetBy: 2)]
    return state == "Z" || state == "X"
  }

  /// What a grader told of each student: their position, and the nap it was graded in.
  final class Log: Sendable {
    private let entries = Mutex<[(student: Int, nap: Int)]>([])
    func record(_ student: Int, _ nap: Int) { entries.withLock { $0.append((student, nap)) } }
    func nap(of student: Int) -> Int? { entries.withLock { $0.first { $0.student == student }?.nap } }
  }
}
