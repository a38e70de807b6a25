import Foundation
import KataGates
import Testing

/// The repository's two GitHub workflows, read as GitHub reads them (YAML, through
/// python3-yaml): CI runs exactly `.ci/run`, and the autograding grades each step by its gate
/// with the points a teacher's page names. `.ci/classroom-scores` runs the autograding's
/// commands on each honest state of the exercises (in `.ci/replay-exercises`).
@Suite("the GitHub workflows: CI and the classroom's autograding", .timeLimit(.minutes(2)))
struct WorkflowTests {
  static let repository = ClassOfFiveClonesTests.repository

  /// `file` (under `.github/workflows`) read as YAML, as JSON objects.
  static func workflow(_ file: String) async throws -> [String: Any] {
    let path = repository.appendingPathComponent(".github/workflows/\(file)").path
    let json = try await KataProcess.onOwnThread {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", path,
      ]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return data
    }
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any], "\(file) is not YAML")
  }

  /// What keeps a CI workflow from running exactly `.ci/run`: each job checks the code out and
  /// runs `bash .ci/run`, and nothing else.
  static func ciProblems(_ workflow: [String: Any]) -> [String] {
    guard let jobs = workflow["jobs"] as? [String: [String: Any]], !jobs.isEmpty else { return ["no jobs"] }
    var problems: [String] = []
    for (name, job) in jobs.sorted(by: { $0.key < $1.key }) {
      let steps = job["steps"] as? [[String: Any]] ?? []
      let runs = steps.compactMap { $0["run"] as? String }
      let uses = steps.compactMap { $0["uses"] as? String }
      if runs != ["bash .ci/run"] { problems.append("\(name) runs \(runs), not exactly bash .ci/run") }
      if uses.contains(where: { !$0.hasPrefix("actions/checkout@") }) {
        problems.append("\(name) uses \(uses) beside the checkout")
      }
    }
    return problems
  }

  /// What keeps an autograding workflow from grading each step by its gate: one command
  /// grader per step, in order, running `kata progress --through N`, the points adding up to
  /// 100, and every grader reported.
  static func classroomProblems(_ workflow: [String: Any]) -> [String] {
    guard let jobs = workflow["jobs"] as? [String: [String: Any]], jobs.count == 1,
      let steps = jobs.values.first?["steps"] as? [[String: Any]]
    else { return ["not one job with steps"] }
    var problems: [String] = []
    let graders = steps.filter {
      ($0["uses"] as? String)?.hasPrefix("classroom-resources/autograding-command-grader@") == true
    }
    if graders.count != ExerciseStep.all.count {
      problems.append("\(graders.count) graders for \(ExerciseStep.all.count) steps")
    }
    for (grader, step) in zip(graders, ExerciseStep.all) {
      let with = grader["with"] as? [String: Any] ?? [:]
      if with["command"] as? String != ".build/debug/kata progress --through \(step.number)" {
        problems.append("step \(step.number) runs \(with["command"] ?? "nothing")")
      }
      if with["test-name"] as? String != "Step \(step.number): \(step.title)" {
        problems.append("step \(step.number) is named \(with["test-name"] ?? "nothing")")
      }
      if grader["id"] as? String != "step-\(step.number)" { problems.append("step \(step.number)'s id") }
    }
    let points = graders.map { ($0["with"] as? [String: Any])?["max-score"] as? Int ?? 0 }
    if points.reduce(0, +) != 100 || points.contains(0) {
      problems.append("points \(points) do not add up to 100")
    }
    let reporter = steps.first {
      ($0["uses"] as? String)?.hasPrefix("classroom-resources/autograding-grading-reporter@") == true
    }
    let ids = graders.compactMap { $0["id"] as? String }
    let runners = ((reporter?["with"] as? [String: Any])?["runners"] as? String)?.split(separator: ",").map(
      String.init)
    if runners != ids { problems.append("the reporter reads \(runners ?? []), not \(ids)") }
    let env = reporter?["env"] as? [String: String] ?? [:]
    for id in ids where env["\(id.uppercased())_RESULTS"] != "${{steps.\(id).outputs.result}}" {
      problems.append("the reporter is not given \(id)'s result")
    }
    let builds = steps.compactMap { $0["run"] as? String }
    if builds != ["swift build --product kata"] { problems.append("it builds with \(builds)") }
    return problems
  }

  @Test("CI runs .ci/run, and only it, on Linux and on macOS")
  func ci() async throws {
    let workflow = try await Self.workflow("ci.yml")
    #expect(Self.ciProblems(workflow) == [])
    let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
    #expect((jobs["linux"]?["container"] as? String)?.hasPrefix("swift:6.") == true)
    #expect(jobs["macos"]?["runs-on"] as? String == "macos-26")
  }

  @Test("the check of CI sees a job that runs more than .ci/run, or something else")
  func ciCheckBites() async throws {
    var workflow = try await Self.workflow("ci.yml")
    var jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
    jobs["linux"]?["steps"] = [["uses": "actions/checkout@v4"], ["run": "swift test"]]
    jobs["macos"]?["steps"] = [
      ["uses": "actions/checkout@v4"], ["run": "bash .ci/run"], ["run": "swift test"],
    ]
    workflow["jobs"] = jobs
    #expect(Self.ciProblems(workflow).count == 2)
  }

  @Test(
    "the autograding grades each step by kata progress --through N, 100 points in all, every test reported")
  func classroom() async throws {
    #expect(Self.classroomProblems(try await Self.workflow("classroom.yml")) == [])
  }

  /// A step graded by its own gate alone (`KATA_STEP=2 swift test`) takes MVP's points from a
  /// student already at MVVM; a reporter that forgets a test gives its points to no one.
  @Test("the check of the autograding sees a step graded otherwise, and a test left unreported")
  func classroomCheckBites() async throws {
    var workflow = try await Self.workflow("classroom.yml")
    var jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
    let name = try #require(jobs.keys.first)
    var steps = try #require(jobs[name]?["steps"] as? [[String: Any]])
    let second = try #require(steps.firstIndex { $0["id"] as? String == "step-2" })
    var with = try #require(steps[second]["with"] as? [String: Any])
    with["command"] = "KATA_STEP=2 swift test --filter Exercise"
    steps[second]["with"] = with
    let reporter = try #require(steps.firstIndex { $0["name"] as? String == "Autograding Reporter" })
    steps[reporter]["with"] = ["runners": "step-1,step-3,step-4"]
    jobs[name]?["steps"] = steps
    workflow["jobs"] = jobs
    let problems = Self.classroomProblems(workflow)
    #expect(problems.contains { $0.hasPrefix("step 2 runs KATA_STEP=2") }, "\(problems)")
    #expect(problems.contains { $0.hasPrefix("the reporter reads") }, "\(problems)")
  }
}
