import Foundation
import Testing

/// What the MVC lesson's comments say must match what its code and its rules require.
@Suite("MVC lesson: its protocols' comments", .timeLimit(.minutes(1)))
struct LessonCommentTests {
  /// What the lesson says must match what the code and its rules require: a student who
  /// reads "strong" in the protocol's comment writes the retain cycle.
  @Test(
    "the MVC view protocols' comments say the delegate and the data source are held weakly",
    arguments: [("CalculatorView.swift", "delegate"), ("ScoreListView.swift", "dataSource")])
  func mvcProtocolsSayWeak(file: String, property: String) throws {
    let path = DocsTests.root.appendingPathComponent("Sources/CalculatorMVC/\(file)")
    let lines = try String(contentsOf: path, encoding: .utf8).split(separator: "\n").map(String.init)
    /// The doc comment just above the first line that starts with `start`.
    func comment(above start: String) throws -> String {
      let index = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) })
      return lines[..<index].reversed().prefix { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        .reversed().joined(separator: " ")
    }
    let protocolComment = try comment(above: "@MainActor")
    let propertyComment = try comment(above: "var \(property):")
    #expect(
      protocolComment.contains("weakly") && !protocolComment.contains("strongly"),
      "\(file): \(protocolComment)")
    #expect(
      propertyComment.contains("`weak`") && !propertyComment.contains("strong"), "\(file): \(propertyComment)"
    )
  }
}
