import BoundedInput
import Foundation
import Testing

@testable import KataCommandLine

/// Each exit status a clone's `kata progress` answers with is a verdict `kata class` reads:
/// 0, every step done; 1, a step not done; 69, a step held back by a rule not measured. A
/// grader that took 69 for no answer would hide a student's progress behind "no answer".
@Suite("kata class: the statuses a clone's progress answers with", .timeLimit(.minutes(2)))
struct ClassAnswerStatusTests {
  struct Answer: Sendable, CustomTestStringConvertible {
    var status: Int32
    var done: Int
    var measured: Bool
    var expected: StudentReport.Status
    var testDescription: String { "exit \(status)" }
  }

  @Test(
    "a clone's progress that exits 0, 1 or 69 with its report is graded from the report, never no-answer",
    arguments: [
      Answer(status: 0, done: 4, measured: true, expected: .done),
      Answer(status: 1, done: 2, measured: true, expected: .inProgress),
      Answer(status: 69, done: 2, measured: false, expected: .inProgress),
    ])
  func gradedFromTheReport(_ answer: Answer) async throws {
    let parent = try ClassFixtures.temporaryFolder("status-\(answer.status)")
    defer { try? FileManager.default.removeItem(at: parent) }
    let clone = try ClassFixtures.fakeClone("ada", in: parent)
    let problems = answer.done == 4 ? [] : [ClassFixtures.problem("a rule", measured: answer.measured)]
    try Data(ClassFixtures.progressJSON(done: answer.done, problems: problems).utf8)
      .write(to: clone.appendingPathComponent("progress.json"))
    try Data("cat \"$0/progress.json\"; exit \(answer.status)\n".utf8)
      .write(to: clone.appendingPathComponent("answer.sh"))
    let grader = ClassFixtures.grader(jobs: 1, deadlineNaps: ClassGraderTests.deadlineNaps)
    let students = try await KataProcess.onOwnThread { try grader.grade([FilePath(clone.path)]) }
    let student = try #require(students.first)
    #expect(student.status == answer.expected, "\(student.firstProblem?.message ?? "no problem")")
    #expect(student.stepsDone == answer.done)
    #expect(student.heldBackOnlyByUnmeasured == (answer.status == 69))
  }
}
