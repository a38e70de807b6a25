import Testing

@testable import KataCommandLine

/// The table's first problem is cut to a width a teacher's terminal keeps on one line: the
/// ellipsis counts as one of its columns, and a problem that fits is shown whole.
@Suite("kata class: the first problem as the table cuts it", .timeLimit(.minutes(1)))
struct ClassReportCutTests {
  @Test("a problem longer than the column is cut to exactly its width, the ellipsis included")
  func cutToTheColumn() {
    let columns = ClassReport.problemColumns
    for length in [columns - 1, columns, columns + 1, columns * 3] {
      let problem = StudentReport.Problem(
        step: nil, rule: "r", message: String(repeating: "x", count: length))
      let shown = ClassReport.oneLine(problem)
      #expect(shown.count == min(length, columns), "a \(length)-character problem is shown in \(shown.count)")
      #expect(shown.hasSuffix("…") == (length > columns))
    }
  }

  @Test("the step that found the problem is counted in the width, and line breaks become spaces")
  func stepAndLines() {
    let problem = StudentReport.Problem(
      step: 2, rule: "r", message: "a\nb" + String(repeating: "y", count: 200))
    let shown = ClassReport.oneLine(problem)
    #expect(shown.hasPrefix("step 2: a b"))
    #expect(shown.count == ClassReport.problemColumns)
  }
}
