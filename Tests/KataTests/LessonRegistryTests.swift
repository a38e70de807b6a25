import KataDriver
import KataLessons
import LessonManifest
import Testing

/// The lessons `kata` runs are the manifest's: a lesson declared there and not built in
/// KataLessons (or the other way round) is named here, in the seconds of a `swift test`, with the
/// file to write.
@Suite("Lesson registry: the lessons kata runs are the manifest's", .timeLimit(.minutes(1)))
struct LessonRegistryTests {
  /// What differs between the lessons declared and the lessons built, each as what to do.
  static func differences(declared: [Lesson], built: [Architecture]) -> [String] {
    let names = built.map(\.name)
    let unbuilt = declared.filter { !names.contains($0.name) }.map { lesson in
      "\(lesson.name): build its Architecture in Sources/KataLessons (a file of its own, as "
        + "Architecture+MVP.swift is), then run `swift run kata-tables`, which lists it in Architecture.lessons"
    }
    let undeclared = built.filter { architecture in !declared.contains { $0.name == architecture.name } }.map
    {
      "\($0.name): declare it in Sources/LessonManifest/Lessons.swift and add it to Lesson.all"
    }
    let order =
      unbuilt.isEmpty && undeclared.isEmpty && names != declared.map(\.name)
      ? [
        "put Architecture.lessons in the manifest's order, \(declared.map(\.name).joined(separator: ", ")): "
          + "run `swift run kata-tables`"
      ]
      : []
    let summaries = declared.compactMap { lesson in
      built.first { $0.name == lesson.name && $0.summary != lesson.summary }.map { _ in
        "\(lesson.name): take its summary from its manifest entry, as `summary: Lesson.mvp.summary` does"
      }
    }
    return unbuilt + undeclared + order + summaries
  }

  @Test("every lesson the manifest declares is built, in its order, with its summary")
  func lessonsAreTheManifests() {
    let differences = Self.differences(declared: Lesson.all, built: Architecture.lessons)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  @Test(
    "a lesson declared and not built, built and not declared, out of order or with words of its own is named")
  func aMismatchIsNamed() {
    // Two lessons built, and declared as they are built: whatever the manifest holds today,
    // even halfway through adding a lesson, this test reads only these.
    let built = Array(Architecture.lessons.prefix(2))
    let declared = built.map { architecture in
      Lesson(
        module: "Calculator\(architecture.name)", name: architecture.name, title: "", koreanTitle: "",
        listed: "",
        summary: architecture.summary, page: "\(architecture.name).md", suite: "", files: [:])
    }
    #expect(Self.differences(declared: declared, built: built).isEmpty)
    let unwritten = Lesson(
      module: "CalculatorUnwritten", name: "unwritten", title: "Unwritten", koreanTitle: "Unwritten",
      listed: "Unwritten",
      summary: "", page: "99-unwritten.md", suite: "Tests/LessonTests/UnwrittenLessonTests.swift", files: [:])
    #expect(
      Self.differences(declared: declared + [unwritten], built: built) == [
        "unwritten: build its Architecture in Sources/KataLessons (a file of its own, as "
          + "Architecture+MVP.swift is), then run `swift run kata-tables`, which lists it in Architecture.lessons"
      ])
    #expect(
      Self.differences(declared: Array(declared.dropLast()), built: built) == [
        "\(built[1].name): declare it in Sources/LessonManifest/Lessons.swift and add it to Lesson.all"
      ])
    #expect(
      Self.differences(declared: declared, built: built.reversed()) == [
        "put Architecture.lessons in the manifest's order, \(built[0].name), \(built[1].name): "
          + "run `swift run kata-tables`"
      ])
    let first = built[0]
    let resummarised = Architecture(
      name: first.name, summary: "words of its own", pattern: first.pattern, roles: first.roles,
      calculator: { first.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { first.makeScoreListScreen(service: $0, trace: $1) })
    #expect(
      Self.differences(declared: declared, built: [resummarised, built[1]]) == [
        "\(first.name): take its summary from its manifest entry, as `summary: Lesson.mvp.summary` does"
      ])
  }
}
