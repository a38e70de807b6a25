import Foundation
import Testing

/// `kata class` over five real clones of this package, each built from its own folder and
/// graded by its own kit: one at step 1, one at step 2, one done with a store of their own,
/// one that does not build, one whose Model never returns. Five Swift builds take minutes of
/// both cores, so this is a long check (`KATA_LONG_CHECKS=1`, as `.ci/run` runs it).
@Suite("kata class: a class of five clones", .timeLimit(.minutes(40)))
struct ClassOfFiveClonesTests {
  /// The clones, made by `.ci/class-fixture` from this working tree: folder, state, author,
  /// and the message of the student's commit.
  static let clones = [
    ("ada", "step1", "Ada Lovelace", "step 1"),
    ("grace", "step2", "Grace Hopper", ClassFixtures.scriptSubject),
    ("barbara", "step4-store", "Barbara Liskov", "a store of my own"),
    ("alan", "broken", "Alan Turing", "almost"),
    ("edsger", "hangs", "Edsger Dijkstra", "the Model, faster"),
  ]

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test(
    "each clone is reported as it stands, as JSON, as text and as a page Chromium renders",
    .enabled(if: LimitsTests.longChecks, "a long check: set KATA_LONG_CHECKS=1 to run it, as .ci/run does"))
  func classOfFiveClones() async throws {
    let parent = try ClassFixtures.temporaryFolder("five")
    defer { try? FileManager.default.removeItem(at: parent) }
    for (name, state, author, subject) in Self.clones {
      let made = try await KataProcess.onOwnThread {
        ChildProcessRun.run(
          [
            Self.repository.appendingPathComponent(".ci/class-fixture").path,
            parent.appendingPathComponent(name).path, state, author, subject,
          ])
      }
      #expect(made == 0, "could not make \(name)'s clone at \(state)")
    }
    let folders = Self.clones.map { parent.appendingPathComponent($0.0).path }

    // The first run builds every clone; the Model that never returns is given 30 s.
    let json = try await KataProcess.run(
      ["class", "--format", "json", "--deadline", "30"] + folders,
      patience: .init(idleNaps: 4_800, busySeconds: 2_400))
    #expect(json.status == 1, "\(json.stderr)")
    #expect(json.stderr.hasPrefix("kata: "))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let students = try #require(object["students"] as? [[String: Any]])
    #expect(students.map { $0["name"] as? String } == ["ada", "grace", "barbara", "alan", "edsger"])
    #expect(students.map { $0["author"] as? String } == Self.clones.map(\.2))
    for student in students {
      let commit = student["commit"] as? [String: Any]
      #expect((commit?["id"] as? String)?.count == 40, "\(student["name"] ?? "?") has no commit")
    }
    func problem(_ index: Int) -> [String: Any]? { students[index]["firstProblem"] as? [String: Any] }

    #expect(students[0]["status"] as? String == "in-progress")
    #expect(students[0]["stepsDone"] as? Int == 1)
    #expect(problem(0)?["step"] as? Int == 2)
    #expect(students[1]["status"] as? String == "in-progress")
    #expect(students[1]["stepsDone"] as? Int == 2)
    #expect(problem(1)?["step"] as? Int == 3)
    #expect(students[2]["status"] as? String == "done", "\(students[2])")
    #expect(students[2]["stepsDone"] as? Int == 4)
    #expect(students[2]["firstProblem"] is NSNull)
    #expect(students[3]["status"] as? String == "does-not-build")
    #expect(
      (problem(3)?["message"] as? String)?.contains("CalculatorPresenter.swift") == true,
      "\(problem(3) ?? [:])")
    #expect((problem(3)?["message"] as? String)?.contains("error:") == true)
    // The Model that never returns: no answer within the deadline, or, where the clone's own
    // kit ends the wait itself, a verdict that it is not done.
    let edsger = students[4]["status"] as? String
    #expect(edsger == "no-answer" || edsger == "in-progress", "\(students[4])")
    #expect(students[4]["stepsDone"] as? Int != 4)

    // Built now: the text and the page come in a few seconds and one deadline each.
    let text = try await KataProcess.run(
      ["class", "--deadline", "10"] + folders, patience: .init(idleNaps: 2_400, busySeconds: 600))
    #expect(text.status == 1)
    let rows = text.stdout.split(separator: "\n")
    #expect(rows.first?.hasPrefix("STUDENT  ") == true, "\(text.stdout)")
    for (name, status) in zip(
      ["ada", "grace", "barbara", "alan"], ["in-progress", "in-progress", "done", "does-not-build"])
    {
      let row = try #require(rows.first { $0.hasPrefix(name + " ") })
      #expect(row.contains("  \(status)"), "\(row)")
    }
    #expect(text.stdout.contains("\n5 students: 1 done, "))

    let html = try await KataProcess.run(
      ["class", "--format", "html", "--deadline", "10"] + folders,
      patience: .init(idleNaps: 2_400, busySeconds: 600))
    #expect(html.status == 1)
    let dom = try await Chromium.open(
      html.stdout, picture: ClassPageTests.pictures?.appendingPathComponent("class-of-five.png"))
    #expect(
      Chromium.texts(of: "span", classed: "name", in: dom) == ["ada", "grace", "barbara", "alan", "edsger"])
    let statuses = Chromium.texts(of: "td", classed: "status", in: dom)
    #expect(Array(statuses.prefix(4)) == ["in progress", "in progress", "done", "does not build"])
    let marks = Chromium.texts(of: "td", classed: "step", in: dom)
    #expect(Array(marks.prefix(12)) == ["✓", "✗", "·", "·", "✓", "✓", "✗", "·", "✓", "✓", "✓", "✓"])
    try ClassPageTests.checkNoMarkupRan(dom)
  }
}

/// Runs a program to its end and gives its exit status (a fixture script), from a test.
enum ChildProcessRun {
  static func run(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    do {
      try process.run()
    } catch {
      return -1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
