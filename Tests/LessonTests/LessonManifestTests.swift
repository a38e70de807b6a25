import Foundation
import LessonManifest
import Testing

/// What each lesson the manifest declares must have beside its module, checked in the student's
/// suite so that a new lesson learns in seconds which file to write: its page in both
/// languages and its suite. Each missing file is named with what to put in it.
@Suite("Lesson manifest", .timeLimit(.minutes(1)))
struct LessonManifestTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every file a lesson must have, with what to write there when it is missing.
  static func obligations(of lesson: Lesson) -> [(file: String, write: String)] {
    [
      (lesson.folder, "the lesson's module: its folder, and its name in Package.swift's lessons"),
      ("docs/\(lesson.page)", "the lesson's page (docs/adding-a-lesson.md, \"The pages\")"),
      ("docs/ko/\(lesson.page)", "the Korean twin of docs/\(lesson.page)"),
      (lesson.suite, "the lesson's suite: its objects built directly over the test doubles"),
    ]
      + ["calculator", "score-list"].map { screen in
        (
          "Tests/KitTests/Golden/\(lesson.name)-\(screen).txt",
          "its \(screen) screen's message flow: `KATA_KIT=1 swift test --filter Trace` writes it when it is missing"
        )
      }
      + lesson.files.keys.sorted().map { file in
        (
          "\(lesson.folder)/\(file)",
          "a file the manifest gives a part to: write it, or take its line out of the manifest"
        )
      }
  }

  /// The obligations of `lessons` whose files are missing under `root`, each as a message.
  static func missing(of lessons: [Lesson], under root: URL) -> [String] {
    lessons.flatMap { lesson in
      obligations(of: lesson).filter {
        !FileManager.default.fileExists(atPath: root.appendingPathComponent($0.file).path)
      }
      .map { "\(lesson.name): write \($0.file), \($0.write)" }
    }
  }

  /// Names two lessons share: a second `mvc` would run in place of the first.
  static func clashes(in lessons: [Lesson]) -> [String] {
    [("name", \Lesson.name), ("module", \Lesson.module), ("page", \Lesson.page), ("suite", \Lesson.suite)]
      .flatMap { label, key in
        Dictionary(grouping: lessons.map { $0[keyPath: key] }, by: { $0 }).filter { $0.value.count > 1 }.keys
          .sorted()
          .map { "two lessons have the \(label) \($0): give each its own" }
      }
  }

  @Test("every lesson the manifest declares has its module, its pages and its suite")
  func everyLessonHasItsFiles() {
    let missing = Self.missing(of: Lesson.all, under: Self.root)
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  @Test("a lesson declared without its files is told which to write")
  func aLessonWithoutFilesIsToldWhatToWrite() {
    let unwritten = Lesson(
      module: "CalculatorUnwritten", name: "unwritten", title: "Unwritten", koreanTitle: "Unwritten",
      listed: "Unwritten",
      summary: "", page: "99-unwritten.md", suite: "Tests/LessonTests/UnwrittenLessonTests.swift",
      files: ["CalculatorInteractor.swift": .middle])
    #expect(
      Self.missing(of: [unwritten], under: Self.root) == [
        "unwritten: write Sources/CalculatorUnwritten, the lesson's module: its folder, and its name in Package.swift's lessons",
        "unwritten: write docs/99-unwritten.md, the lesson's page (docs/adding-a-lesson.md, \"The pages\")",
        "unwritten: write docs/ko/99-unwritten.md, the Korean twin of docs/99-unwritten.md",
        "unwritten: write Tests/LessonTests/UnwrittenLessonTests.swift, the lesson's suite: its objects built directly over the test doubles",
        "unwritten: write Tests/KitTests/Golden/unwritten-calculator.txt, its calculator screen's message flow: `KATA_KIT=1 swift test --filter Trace` writes it when it is missing",
        "unwritten: write Tests/KitTests/Golden/unwritten-score-list.txt, its score-list screen's message flow: `KATA_KIT=1 swift test --filter Trace` writes it when it is missing",
        "unwritten: write Sources/CalculatorUnwritten/CalculatorInteractor.swift, a file the manifest gives a part to: write it, or take its line out of the manifest",
      ])
  }

  @Test("no two lessons share a name, a module, a page or a suite")
  func lessonsHaveNamesOfTheirOwn() {
    let clashes = Self.clashes(in: Lesson.all)
    #expect(clashes.isEmpty, "\(clashes.joined(separator: "\n"))")
    #expect(
      Self.clashes(in: Lesson.all + [.mvc])
        == [
          "two lessons have the name mvc: give each its own",
          "two lessons have the module CalculatorMVC: give each its own",
          "two lessons have the page 01-mvc.md: give each its own",
          "two lessons have the suite Tests/LessonTests/MVCLessonTests.swift: give each its own",
        ])
  }
}
