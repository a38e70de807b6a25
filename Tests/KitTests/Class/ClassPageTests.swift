import BoundedInput
import Foundation
import Testing

@testable import KataCommandLine

/// The class page opened in headless Chromium, as a teacher opens it: a row per student, a
/// column per step, the first problem in its row, and nothing a student wrote run as markup.
@Suite(
  "kata class: the page in a browser", .timeLimit(.minutes(2)),
  .enabled(if: Chromium.runs, "no Chromium here"))
struct ClassPageTests {
  /// Where a test leaves its picture of the page, to look at: `KATA_CLASS_PAGE_PICTURES=DIR`.
  static let pictures = ProcessInfo.processInfo.environment["KATA_CLASS_PAGE_PICTURES"].map {
    URL(fileURLWithPath: $0)
  }

  @Test(
    "each student's row shows their status, a mark per step and the first problem, as the browser reads the page"
  )
  func rows() async throws {
    let page = ClassPage.html(ClassReport(try ClassFixtures.sixStudents()))
    let dom = try await Chromium.open(
      page, picture: Self.pictures?.appendingPathComponent("class-canned.png"))
    try Self.checkSixStudents(dom)
  }

  /// What the six canned students look like in the browser's DOM.
  static func checkSixStudents(_ dom: String) throws {
    #expect(
      Chromium.texts(of: "span", classed: "name", in: dom) == [
        "ada", "grace", "barbara", "katherine", "alan", "edsger",
      ])
    #expect(
      Chromium.texts(of: "td", classed: "status", in: dom) == [
        "in progress", "in progress", "done", "in progress", "does not build", "no answer",
      ])
    // Ada: step 1 done, stuck at step 2; Barbara: all four; Alan: no gate ran.
    let marks = Chromium.texts(of: "td", classed: "step", in: dom)
    #expect(marks.count == 24)
    #expect(Array(marks[0..<4]) == ["✓", "✗", "·", "·"])
    #expect(Array(marks[8..<12]) == ["✓", "✓", "✓", "✓"])
    #expect(Array(marks[12..<16]) == ["✓", "·", "✗", "·"], "Katherine is at MVVM: step 3 decides")
    #expect(Array(marks[16..<20]) == ["–", "–", "–", "–"])
    let problems = Chromium.texts(of: "p", classed: "what", in: dom)
    #expect(problems.first == "exercise calculator: the view owns its presenter: no object plays Presenter")
    #expect(problems.contains { $0.contains("error: cannot convert value") })
    try checkNoMarkupRan(dom)
    #expect(
      Chromium.texts(of: "span", classed: "author", in: dom).contains(
        "Grace &lt;script&gt;document.title='pwned'&lt;/script&gt; Hopper"))
  }

  /// A student's `<script>` stays text: the page has no script element, its title is its own,
  /// and the commit's message reads as written.
  static func checkNoMarkupRan(_ dom: String) throws {
    #expect(!dom.contains("<script"), "a student's markup became an element")
    #expect(dom.contains("<title>Architecture Kata: the class</title>"))
    #expect(
      Chromium.texts(of: "span", classed: "subject", in: dom).contains(
        "&lt;script&gt;document.title='pwned'&lt;/script&gt; step 2, I think"))
  }

  /// The checks above, seen failing: a page that writes a commit's message unescaped, as a
  /// page built without ``ClassPage/escape(_:)`` would, puts a script element in the DOM.
  @Test("the check sees a student's script become an element when a commit message is written unescaped")
  func unescapedPageIsCaught() async throws {
    let page = ClassPage.html(ClassReport(try ClassFixtures.sixStudents()))
      .replacing(ClassPage.escape(ClassFixtures.scriptSubject), with: ClassFixtures.scriptSubject)
    let dom = try await Chromium.open(page)
    #expect(
      dom.contains("<script"), "the unescaped message did not become an element: the check would miss it")
    #expect(
      !Chromium.texts(of: "span", classed: "subject", in: dom).contains(
        "&lt;script&gt;document.title='pwned'&lt;/script&gt; step 2, I think"))
  }
}
