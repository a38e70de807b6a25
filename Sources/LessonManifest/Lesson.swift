/// One lesson, declared once: the module a student reads, the name `kata` runs it by, the words
/// the pages and `kata --help` call it, its page, its suite and the part each of its files plays.
/// The registry, the pages' tables (`swift run kata-tables`) and the suites read it from here.
public struct Lesson: Sendable {
  /// The lesson's target, a folder under Sources: `CalculatorMVC`.
  public let module: String
  /// The name `--arch` runs it by: `mvc`.
  public let name: String
  /// What a table's column calls it, in English and in Korean: `MVVM with Observation`.
  public let title: String
  public let koreanTitle: String
  /// What a sentence listing the lessons calls it (`kata --help`): `a store`.
  public let listed: String
  /// The line `kata --help` shows beside its name.
  public let summary: String
  /// Its page, under docs (the Korean twin is the same name under docs/ko): `01-mvc.md`.
  public let page: String
  /// Its suite in the student's `swift test`: `Tests/LessonTests/MVCLessonTests.swift`.
  public let suite: String
  /// The part each of its files plays, for the comparison's table. A file not named here (one a
  /// student adds) counts toward its module's whole only.
  public let files: [String: FileRole]

  public init(
    module: String, name: String, title: String, koreanTitle: String, listed: String, summary: String,
    page: String, suite: String, files: [String: FileRole]
  ) {
    (self.module, self.name, self.title, self.koreanTitle, self.listed) = (
      module, name, title, koreanTitle, listed
    )
    (self.summary, self.page, self.suite, self.files) = (summary, page, suite, files)
  }

  /// The lesson's folder: `Sources/CalculatorMVC`.
  public var folder: String { "Sources/\(module)" }
}

/// The part a lesson's file plays: a row of the comparison's table, or the screen's composition,
/// which only the module's whole counts.
public enum FileRole: String, Sendable, CaseIterable {
  /// The view side: its protocols, how it sends events and stays bound.
  case view
  /// The controller, presenter, view model or store, and what it publishes.
  case middle
  /// The binding between the two (`BoundValue`, `StoreSubscription`).
  case binding
  /// Where the screen's objects are made and wired.
  case composition
}

extension Lesson {
  /// The lessons as a sentence lists them: `MVC, MVP and a store`.
  public static func listed(_ lessons: [Lesson] = all) -> String {
    let names = lessons.map(\.listed)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The lesson `kata` runs as `name`, if any.
  public static func named(_ name: String) -> Lesson? { all.first { $0.name == name } }
}
