import Foundation
import Testing

extension DocsTests {
  /// The reader's map: which folders are the lessons, the Model, the kit's side of the lessons,
  /// the workbench, the tooling and the proofs, in the order the map's rows list them. Every
  /// folder under Sources is in exactly one group.
  static let mapGroups: [[String]] =
    lessonFolders.map { [$0] } + [
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
        "Sources/TerminalText", "Sources/kata-bench",
      ],
      ["Tests"],
    ]

  /// The lessons, one module each: the first rows of the map.
  static let lessonFolders = [
    "Sources/CalculatorMVC", "Sources/CalculatorMVP", "Sources/CalculatorMVVM",
    "Sources/CalculatorObservation", "Sources/CalculatorStore",
  ]

  @Test("a lesson's controller, presenter or view model is built only by its screen's composition")
  func middleLayersAreComposedOnce() throws {
    // The middle layer's types, from the lessons' file names: `CalculatorPresenter.swift`.
    let suffixes = ["Controller.swift", "Presenter.swift", "ViewModel.swift"]
    let middles = try Self.lessonFolders.flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
        .filter { file in suffixes.contains { file.hasSuffix($0) } }
        .map { String($0.dropLast(".swift".count)) }
    }
    #expect(middles.count >= 6, "the lessons' middle layers were not found: \(middles)")
    let construction = try Regex("\\b(\(middles.joined(separator: "|")))\\(")
    var built: [String] = []
    // Only a file that imports a lesson can build its types; the exercises' own are not the lessons'.
    let imports = Self.lessonFolders.map { "import " + ($0 as NSString).lastPathComponent }
    let sources = Self.root.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? []
    for path in paths where path.hasSuffix(".swift") {
      let file = "Sources/\(path)"
      if Self.lessonFolders.contains(where: { file.hasPrefix($0 + "/") }) { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      guard imports.contains(where: text.contains) else { continue }
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where line.contains(construction) {
        built.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(
      built.isEmpty,
      """
      A lesson's middle layer is built here, outside its screen's composition, so the screen is \
      wired twice and its views can drift apart. Make the view and hand it to the lesson's own \
      composition (CalculatorComposition, ScoreListComposition) instead:
      \(built.joined(separator: "\n"))
      """)
  }

  /// The lines of the Swift files under `folder`, as `wc -l` counts them, leaving out the
  /// folders and files that are counted elsewhere or not at all.
  static func lines(under folder: String, leavingOut others: [String]) -> Int {
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

  /// What a student changes while doing the exercises: the workbench, and the tests they add
  /// for it. The map gives no size for them, and no other group counts them, so that the
  /// whole suite stays green at every step.
  static let studentsFiles = ["docs/exercises/KataExercise", "Tests/KataTests/ExerciseTests.swift"]

  /// Each group's size as the map writes it: exact below a thousand lines, otherwise to the
  /// nearest hundred (`~7,100`), so that everyday changes to the tooling leave it alone; nil
  /// for the student's own code, whose size the map does not pin.
  static func measuredMap() -> [String?] {
    let folders = mapGroups.flatMap { $0 } + studentsFiles
    return mapGroups.map { group in
      if group.allSatisfy(studentsFiles.contains) { return nil }
      let count = group.reduce(0) { total, folder in
        total + lines(under: folder, leavingOut: folders.filter { $0.hasPrefix(folder + "/") })
      }
      guard count >= 1000 else { return String(count) }
      let hundreds = (count + 50) / 100
      return "~\(hundreds / 10),\(hundreds % 10)00"
    }
  }

  /// The modules added beside the lessons, as `addedArchitectures` in Package.swift names
  /// them: a student's own architecture (step 4) is no group of the map.
  static func addedArchitectureFolders() throws -> [String] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    guard let list = manifest.firstMatch(of: /let addedArchitectures: \[String\] = \[(?<names>[^\]]*)\]/)
    else { return [] }
    return list.names.matches(of: /"(?<name>[^"]+)"/).map { "Sources/\($0.name)" }
  }

  /// Whether a size the map writes (`177`, `~9,200`) is within a fifth of the measured one: a
  /// reader needs the scale, not the count, and a student's comment in a lesson must not turn
  /// the suite red, while a folder that doubles or halves does.
  static func isClose(_ written: String, to measured: String) -> Bool {
    func number(_ text: String) -> Double? { Double(text.filter(\.isNumber)) }
    guard let written = number(written), let measured = number(measured) else { return false }
    return abs(written - measured) <= measured / 5
  }

  @Test(
    "a size in the readers' map is read as a scale: a few more lines keep it, a folder twice as big does not")
  func readersMapSizesAreScales() {
    #expect(Self.isClose("177", to: "178"))
    #expect(Self.isClose("~9,200", to: "~9,900"))
    #expect(!Self.isClose("177", to: "354"))
    #expect(!Self.isClose("~9,200", to: "~4,600"))
    #expect(!Self.isClose("yours", to: "120"))
  }

  @Test("the readers' map names every source folder, and its sizes are measured from the files")
  func readersMapIsMeasured() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let placed = try Set(Self.mapGroups.flatMap { $0 } + Self.addedArchitectureFolders())
    let unplaced = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
      .map { "Sources/\($0)" }.filter { !placed.contains($0) }
    #expect(
      unplaced.isEmpty,
      "put \(unplaced.joined(separator: ", ")) in a group of DocsTests.mapGroups (the lessons, the Model, the tooling…), and in the maps' tables"
    )
    let measured = Self.measuredMap()
    for page in ["README.md", "docs/README.md", "docs/ko/README.md"] {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      let between = /<!-- reading-map:begin -->\n(?<table>(?:.*\n)*?)<!-- reading-map:end -->/
      let written = try #require(text.firstMatch(of: between), "\(page) has no reading map")
      let rows = written.table.split(separator: "\n").dropFirst(2).map { row in
        row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      let table = zip(rows, measured).map { row, size in
        "| " + (row.dropLast() + [size ?? row.last ?? ""]).joined(separator: " | ") + " |"
      }.joined(separator: "\n")
      let matches = zip(rows, measured).allSatisfy { row, size in
        size.map { Self.isClose(row.last ?? "", to: $0) } ?? true
      }
      #expect(
        rows.count == measured.count && matches,
        "paste these rows into \(page)'s reading map, under its header:\n\(table)")
    }
  }
}
