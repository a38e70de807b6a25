import Foundation
import LessonManifest

extension PageTables {
  /// The file of the kit's list of the lessons it runs, `Architecture.lessons`, which it keeps
  /// between `// lessons:begin` and `// lessons:end`, in the manifest's order.
  static let lessonListFile = "Sources/KataLessons/Architecture+Lessons.swift"

  /// The name a lesson's `Architecture` is declared by: its `--arch` name in lower camel case
  /// (`mvvm-observation` is `Architecture.mvvmObservation`).
  public static func member(of lesson: Lesson) -> String {
    let words = lesson.name.split(separator: "-")
    return (words.prefix(1) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() })
      .joined()
  }

  /// The lessons whose `Architecture` a file in `Sources/KataLessons` declares: a list naming
  /// one not yet written would not build, so it waits until the file is there.
  func declaredArchitectures() throws -> [Lesson] {
    let folder = root.appendingPathComponent("Sources/KataLessons")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let texts = try files.filter { $0.hasSuffix(".swift") }.map { file in
      try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }
    return try lessons.filter { lesson in
      // `static let viper = Architecture(`, or with its type written out, or `.init(`.
      let declaration = try Regex(
        "static let \(Self.member(of: lesson))(\\s*:\\s*Architecture)?\\s*=\\s*(Architecture)?(\\.init)?\\(")
      return texts.contains { $0.contains(declaration) }
    }
  }

  /// Each lesson in the manifest whose `Architecture` no file declares yet, as what to write.
  public func missingArchitectures() -> [String] {
    guard let declared = try? declaredArchitectures().map(\.name) else { return [] }
    return lessons.filter { !declared.contains($0.name) }.map { lesson in
      "Sources/KataLessons: declare the lesson's Architecture, `public static let \(Self.member(of: lesson)) = "
        + "Architecture(…)`, in a file of its own (as Architecture+MVP.swift is), then run `swift run "
        + "kata-tables`, which adds it to Architecture.lessons (docs/adding-a-lesson.md, \"The kit's side, one file\")"
    }
  }

  /// `text`, the list's file, with the list written between its markers.
  public func lessonList(in text: String) throws -> String {
    let markers = (begin: "  // lessons:begin\n", end: "  // lessons:end")
    guard let begin = text.range(of: markers.begin),
      let end = text.range(of: markers.end, range: begin.upperBound..<text.endIndex)
    else { throw TableError.noMarkers(page: Self.lessonListFile, marker: "lessons") }
    let members = try declaredArchitectures().map { "    .\(Self.member(of: $0))," }
    var next = text
    next.replaceSubrange(
      begin.upperBound..<end.lowerBound,
      with: (["  public static let lessons: [Architecture] = ["] + members + ["  ]"]).map { $0 + "\n" }
        .joined())
    return next
  }
}
