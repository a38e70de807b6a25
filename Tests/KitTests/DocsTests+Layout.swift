import Foundation
import LessonManifest
import LessonTables
import Testing

extension DocsTests {
  /// The lessons, one module each, as the manifest declares them: the first rows of the map.
  static let lessonFolders = Lesson.all.map(\.folder)

  /// The pages' tables as `swift run kata-tables` writes them, over this package.
  static var tables: PageTables { PageTables(root: root) }

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

  /// The modules added beside the lessons, as `addedArchitectures` in Package.swift names
  /// them: a student's own architecture (step 4) is no group of the map.
  static func addedArchitectureFolders() throws -> [String] {
    let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    guard let list = manifest.firstMatch(of: /let addedArchitectures: \[String\] = \[(?<names>[^\]]*)\]/)
    else { return [] }
    return list.names.matches(of: /"(?<name>[^"]+)"/).map { "Sources/\($0.name)" }
  }

  @Test(
    "a size in the readers' map is read as a scale: a few more lines keep it, a folder twice as big does not")
  func readersMapSizesAreScales() {
    #expect(PageTables.isClose("177", to: "178"))
    #expect(PageTables.isClose("~9,200", to: "~9,900"))
    #expect(!PageTables.isClose("177", to: "354"))
    #expect(!PageTables.isClose("~9,200", to: "~4,600"))
    #expect(!PageTables.isClose("yours", to: "120"))
  }

  @Test("the readers' map names every source folder in a group")
  func readersMapPlacesEveryFolder() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let placed = try Set(Self.tables.mapGroups.flatMap { $0 } + Self.addedArchitectureFolders())
    let unplaced = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
      .map { "Sources/\($0)" }.filter { !placed.contains($0) }
    #expect(
      unplaced.isEmpty,
      """
      \(unplaced.joined(separator: ", ")) is in no row of the readers' map: a lesson is declared in \
      Sources/LessonManifest/Lessons.swift, any other folder goes in a group of PageTables.otherGroups \
      (Sources/LessonTables/ReadingMap.swift); then run `swift run kata-tables`
      """)
  }

  @Test("every table the pages keep between markers is as `swift run kata-tables` writes it")
  func tablesAreWritten() throws {
    let stale = try Self.tables.stale().map(\.page)
    #expect(
      stale.isEmpty,
      "\(stale.joined(separator: ", ")): the tables and lists between markers are stale; run `swift run kata-tables`"
    )
  }

  @Test("a lesson the pages' tables do not show yet makes every table stale")
  func aLessonMissingFromTheTablesIsStale() throws {
    // A manifest that lost its last lesson stands for one that gained a lesson the pages lack.
    let tables = PageTables(root: Self.root, lessons: Array(Lesson.all.dropLast()))
    #expect(
      try tables.stale().map(\.page).sorted()
        == [
          "README.md", "Sources/KataLessons/Architecture+Lessons.swift", "docs/06-testing.md",
          "docs/README.md",
          "docs/comparison.md", "docs/ko/06-testing.md", "docs/ko/README.md", "docs/ko/comparison.md",
        ])
  }

  @Test("a lesson added to the comparison's table leaves the other lessons' figures as they were written")
  func aNewColumnKeepsTheOthersFigures() throws {
    // A copy of the package that reads the real sources, with a comparison page that has no MVP
    // column yet and an MVC figure written a little off, as a page may keep one.
    let copy = try PackageCopy.make(copied: ["docs", "README.md"], linked: ["Sources", "Tests"])
    defer { try? FileManager.default.removeItem(at: copy) }
    let page = copy.appendingPathComponent("docs/comparison.md")
    let withoutMVP = try #require(
      try PageTables(root: copy, lessons: Lesson.all.filter { $0.name != "mvp" }).stale()
        .first { $0.page == "docs/comparison.md" }?.text)
    let mvcView = try #require(try PageTables(root: Self.root).measuredLinesOfCode().first?.first)
    let offByOne = String((Int(mvcView) ?? 0) + 1)
    let viewRow = try #require(withoutMVP.split(separator: "\n").first { $0.hasPrefix("| The view side") })
    var cells = viewRow.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    cells[2] = " \(offByOne) "
    try withoutMVP.replacingOccurrences(of: viewRow, with: cells.joined(separator: "|"))
      .write(to: page, atomically: true, encoding: .utf8)

    let written = try #require(
      try PageTables(root: copy).stale().first { $0.page == "docs/comparison.md" }?.text)
    let writtenRow = try #require(written.split(separator: "\n").first { $0.hasPrefix("| The view side") })
    #expect(written.contains("| role | MVC | MVP | MVVM |"), "\(written)")
    #expect(
      writtenRow.split(separator: "|", omittingEmptySubsequences: false)[2].trimmingCharacters(
        in: .whitespaces)
        == offByOne,
      "the MVC figure, written close to what is measured, was measured again when MVP's column came back: \(writtenRow)"
    )
  }

  @Test(
    "kata-tables writes the kit's list of lessons even while a lesson's suite and pages are not written yet")
  func theListIsWrittenBeforeTheTables() throws {
    // A copy whose kit's list lacks the store, and a store whose suite and pages are not there.
    let modules = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources").path)
    let copy = try PackageCopy.make(
      copied: ["docs", "README.md", "Sources/KataLessons"],
      linked: ["Tests"] + modules.filter { $0 != "KataLessons" }.map { "Sources/\($0)" })
    defer { try? FileManager.default.removeItem(at: copy) }
    let list = copy.appendingPathComponent("Sources/KataLessons/Architecture+Lessons.swift")
    let shipped = try String(contentsOf: list, encoding: .utf8)
    try shipped.replacingOccurrences(of: "    .store,\n", with: "").write(
      to: list, atomically: true, encoding: .utf8)
    let store = Lesson.store
    let unwritten = Lesson(
      module: store.module, name: store.name, title: store.title, koreanTitle: store.koreanTitle,
      listed: store.listed, summary: store.summary, page: "99-unwritten.md",
      suite: "Tests/LessonTests/UnwrittenLessonTests.swift", files: store.files)
    let tables = PageTables(root: copy, lessons: Lesson.all.map { $0.name == store.name ? unwritten : $0 })

    #expect(throws: TableError.self) { try tables.write() }
    #expect(try String(contentsOf: list, encoding: .utf8) == shipped, "the kit's list waited for the suite")
    #expect(
      tables.missingDrawings() == [
        "docs/99-unwritten.md: write the lesson's page, with its four drawings (docs/adding-a-lesson.md, \"The pages\")",
        "docs/ko/99-unwritten.md: write the lesson's page, with its four drawings (docs/adding-a-lesson.md, \"The pages\")",
      ])
  }

  @Test(
    "the kit's list of lessons names each lesson's Architecture by its --arch name, once a file declares it")
  func theKitsListWaitsForTheArchitecture() throws {
    let lessonsFile = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/KataLessons/Architecture+Lessons.swift"),
      encoding: .utf8)
    #expect(lessonsFile.contains(".mvvmObservation,\n"))
    #expect(PageTables.member(of: Lesson.mvvmObservation) == "mvvmObservation")
    #expect(PageTables.member(of: Lesson.mvc) == "mvc")
    let unwritten = Lesson(
      module: "CalculatorUnwritten", name: "unwritten-lesson", title: "Unwritten", koreanTitle: "Unwritten",
      listed: "Unwritten", summary: "", page: "99-unwritten.md",
      suite: "Tests/LessonTests/UnwrittenLessonTests.swift", files: [:])
    let tables = PageTables(root: Self.root, lessons: Lesson.all + [unwritten])
    #expect(
      tables.missingArchitectures() == [
        "Sources/KataLessons: declare the lesson's Architecture, `public static let unwrittenLesson = "
          + "Architecture(…)`, in a file of its own (as Architecture+MVP.swift is), then run `swift run "
          + "kata-tables`, which adds it to Architecture.lessons (docs/adding-a-lesson.md, \"The kit's side, one file\")"
      ])
    // The list does not name it until then: a list naming an Architecture no file declares would not build.
    #expect(try tables.lessonList(in: lessonsFile) == lessonsFile)
    #expect(Self.tables.missingArchitectures().isEmpty)
  }

  @Test("each lesson's page, in both languages, draws who holds whom and both message flows with kata")
  func lessonPagesDrawWithKata() {
    let missing = Self.tables.missingDrawings()
    #expect(missing.isEmpty, "\(missing.joined(separator: "\n"))")
  }

  @Test("a lesson whose page draws nothing with its name is told each drawing to add, in both languages")
  func aPageThatDrawsNothingIsNamed() {
    let unwritten = Lesson(
      module: "CalculatorUnwritten", name: "unwritten", title: "Unwritten", koreanTitle: "Unwritten",
      listed: "Unwritten",
      summary: "", page: "01-mvc.md", suite: "Tests/LessonTests/UnwrittenLessonTests.swift", files: [:])
    let missing = PageTables(root: Self.root, lessons: [unwritten]).missingDrawings()
    #expect(missing.count == 8, "\(missing)")
    #expect(
      missing.first
        == "docs/01-mvc.md: draw who holds whom, above an empty table: `<!-- kata shape --arch unwritten -->`, "
        + "then run `swift build && python3 docs/update-diagrams.py` (docs/adding-a-lesson.md, \"The pages\")"
    )
    #expect(missing.last?.hasPrefix("docs/ko/01-mvc.md: draw the score list's message flow") == true)
  }

  @Test("a lesson whose suite is not written yet is told to write it, not shown a file error")
  func aMissingSuiteIsNamed() throws {
    let unwritten = Lesson(
      module: "CalculatorUnwritten", name: "unwritten", title: "Unwritten", koreanTitle: "Unwritten",
      listed: "Unwritten", summary: "", page: "99-unwritten.md",
      suite: "Tests/LessonTests/UnwrittenLessonTests.swift", files: [:])
    let error = #expect(throws: TableError.self) {
      try PageTables(root: Self.root, lessons: [unwritten]).measuredTestability()
    }
    #expect(
      error?.description
        == "Tests/LessonTests/UnwrittenLessonTests.swift is missing: the testing page's table measures each "
        + "lesson's suite, so write it first (docs/adding-a-lesson.md, \"The lesson's suite\")")
  }
}
