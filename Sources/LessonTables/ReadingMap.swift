import Foundation
import LessonManifest

extension PageTables {
  /// The reader's map after the lessons' rows: the Model, the kit's side of the lessons, the
  /// workbench, the tooling and the proofs, in the order the map's rows list them. With a folder
  /// per lesson first, every folder under Sources is in exactly one group.
  public static let otherGroups: [[String]] = [
    ["Sources/CalculatorModel", "Sources/ScoreBoard"],
    ["Tests/LessonTests"],
    ["Sources/KataLessons"],
    ["Sources/KataDriver"],
    ["Sources/KataTracing"],
    ["Sources/KataShape", "Sources/KataEvidence"],
    ["Sources/KataGates"],
    ["docs/exercises/KataExercise"],
    [
      "Sources/KataRegistry", "Sources/kata", "Sources/KataStart", "Sources/KataCommandLine",
      "Sources/KataPlay",
      "Sources/RosterFiles", "Sources/StrictJSON", "Sources/BoundedInput",
      "Sources/TerminalText", "Sources/kata-bench", "Sources/LessonManifest", "Sources/LessonTables",
      "Sources/kata-tables",
    ],
    ["Tests"],
  ]

  /// The map's groups, a row each: a lesson's folder each, then ``otherGroups``.
  public var mapGroups: [[String]] { lessons.map { [$0.folder] } + Self.otherGroups }

  /// What a student changes while doing the exercises: the workbench, and the tests they add
  /// for it. The map gives no size for them, and no other group counts them, so that the
  /// whole suite stays green at every step.
  public static let studentsFiles = ["docs/exercises/KataExercise", "Tests/KataTests/ExerciseTests.swift"]

  /// The lines of the Swift files under `folder`, as `wc -l` counts them, leaving out the
  /// folders and files that are counted elsewhere or not at all.
  func lines(under folder: String, leavingOut others: [String]) -> Int {
    let url = root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
    return paths.filter { path in
      let file = "\(folder)/\(path)"
      return file.hasSuffix(".swift") && !others.contains { file == $0 || file.hasPrefix($0 + "/") }
    }.reduce(0) { total, path in
      let text = (try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)) ?? ""
      return total + text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
    }
  }

  /// Each group's size as the map writes it: exact below a thousand lines, otherwise to the
  /// nearest hundred (`~7,100`), so that everyday changes to the tooling leave it alone; nil
  /// for the student's own code, whose size the map does not pin.
  public func measuredMap() -> [String?] {
    let folders = mapGroups.flatMap { $0 } + Self.studentsFiles
    return mapGroups.map { group in
      if group.allSatisfy(Self.studentsFiles.contains) { return nil }
      let count = group.reduce(0) { total, folder in
        total + lines(under: folder, leavingOut: folders.filter { $0.hasPrefix(folder + "/") })
      }
      guard count >= 1000 else { return String(count) }
      let hundreds = (count + 50) / 100
      return "~\(hundreds / 10),\(hundreds % 10)00"
    }
  }

  /// The map: a row per lesson (the first says what they are, in the page's words), each with a
  /// link to its page in the map's language, so that an index links every lesson it lists; then
  /// the page's own rows for the other groups, each with its size.
  func readingMap(over table: TableText, in page: String, korean: Bool) throws -> [String] {
    let rows = table.body
    let others = Self.otherGroups.count
    guard rows.count > others else {
      throw TableError.rows(page: "a reading map", expected: lessons.count + others, found: rows.count)
    }
    let pages = page.hasPrefix("docs/") ? "" : "docs/"
    let lessonRows = lessons.enumerated().map { index, lesson in
      let link = "[\(korean ? lesson.koreanTitle : lesson.title)](\(pages)\(lesson.page))"
      return [index == 0 ? rows[0].first ?? "" : "", "`\(lesson.folder)`, \(link)"]
    }
    let words = lessonRows + rows.suffix(others).map { Array($0.prefix(2)) }
    let written = Array(repeating: nil, count: lessons.count) + rows.suffix(others).map(\.last)
    return Array(table.lines.prefix(2).map(String.init))
      + zip(words, zip(written, measuredMap())).map { cells, sizes in
        let (written, measured) = sizes
        return TableText.row(cells + [measured.map { Self.kept(written, $0) } ?? written ?? ""])
      }
  }
}
