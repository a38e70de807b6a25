import Foundation
import Testing

/// `kata`'s messages are English, and each rule's `read:` names an English heading: the Korean
/// exercise page maps each to its Korean twin's heading, and `python3 docs/update-diagrams.py`
/// writes a row the map lacks. Run here over a copy of the pages, with rows taken out.
@Suite(
  "update-diagrams.py: the Korean map's rows a rule's read: lacks, and what a write leaves to a person",
  .timeLimit(.minutes(2)))
struct KoreanMapTests {
  static let map = "docs/ko/exercises/README.md"

  /// A copy of what the script reads: the pages, the README, the manifest, the commands the docs
  /// tests skip.
  static func copyOfThePages() throws -> URL {
    try PackageCopy.make(copied: [
      "docs", "README.md", "Package.swift", "Tests/KitTests/DocCommandTests.swift",
    ])
  }

  /// Runs the copy's script with `arguments`, over the `kata` the tests built.
  static func updateDiagrams(in copy: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    try ScriptProcess.run(
      ["python3", "docs/update-diagrams.py"] + arguments, in: copy,
      environment: ["KATA_BINARY": KataProcess.executable.path])
  }

  @Test(
    "a missing row is written from the Korean twin's heading; twins out of step and a why left ? are named")
  func missingRowsAreWritten() throws {
    let copy = try Self.copyOfThePages()
    defer { try? FileManager.default.removeItem(at: copy) }
    let mapURL = copy.appendingPathComponent(Self.map)
    let shipped = try String(contentsOf: mapURL, encoding: .utf8)
    // The last row of the MVP page's headings and of the MVVM page's, whatever the map holds.
    func lastRow(of page: String) throws -> (row: String, read: String) {
      let row = try #require(shipped.split(separator: "\n").last { $0.hasPrefix("| `\(page)#") })
      let read = row.dropFirst(3).prefix { $0 != "`" }
      return (row + "\n", String(read))
    }
    let (seam, why) = (try lastRow(of: "docs/02-mvp.md"), try lastRow(of: "docs/03-mvvm.md"))
    try shipped.replacingOccurrences(of: seam.row, with: "").replacingOccurrences(of: why.row, with: "")
      .write(to: mapURL, atomically: true, encoding: .utf8)
    // The Korean MVVM page loses its first section's heading: its headings no longer stand where
    // the English page's do.
    let mvvm = copy.appendingPathComponent("docs/ko/03-mvvm.md")
    let twin = try String(contentsOf: mvvm, encoding: .utf8)
    let firstSection = try #require(twin.range(of: "\n## "))
    let lineEnd = try #require(twin.range(of: "\n", range: firstSection.upperBound..<twin.endIndex))
    try (twin[..<firstSection.lowerBound] + twin[lineEnd.lowerBound...])
      .write(to: mvvm, atomically: true, encoding: .utf8)

    // A page that draws a lesson this kata was not built with, as one does before `swift build`.
    let unbuilt = copy.appendingPathComponent("docs/99-unbuilt.md")
    try
      "# Unbuilt\n\n<!-- kata shape --arch unbuilt -->\n| screen | holder | held | reference | property | why |\n| --- | --- | --- | --- | --- | --- |\n"
      .write(to: unbuilt, atomically: true, encoding: .utf8)

    let checked = try Self.updateDiagrams(in: copy, ["--check"])
    #expect(checked.status == 1, "\(checked.output)")
    #expect(
      checked.output.contains(
        "`kata shape --arch unbuilt --format json` printed nothing (kata: unknown architecture"),
      "\(checked.output)")
    #expect(checked.output.contains("run `swift build` first, then this again"), "\(checked.output)")
    try FileManager.default.removeItem(at: unbuilt)
    #expect(
      checked.output.contains(
        "docs/ko/exercises/README.md: no row of its map says which Korean heading stands for "
          + "`\(seam.read)`, which a rule's read: names"), "\(checked.output)")
    #expect(
      checked.output.contains(
        "docs/ko/03-mvvm.md: its headings are not docs/03-mvvm.md's, in the same order and at the same "
          + "levels, so `\(why.read)` has no Korean heading"), "\(checked.output)")
    #expect(try String(contentsOf: mapURL, encoding: .utf8) != shipped, "--check wrote the map")

    try twin.write(to: mvvm, atomically: true, encoding: .utf8)
    let written = try Self.updateDiagrams(in: copy, [])
    #expect(written.status == 0, "\(written.output)")
    let rows = try String(contentsOf: mapURL, encoding: .utf8).split(separator: "\n").filter {
      $0.hasPrefix("| `docs/02-mvp.md") || $0.hasPrefix("| `docs/03-mvvm.md")
    }
    #expect(
      try String(contentsOf: mapURL, encoding: .utf8) == shipped,
      """
      update-diagrams.py must write each missing row with the Korean heading that stands at the \
      English heading's place, after the rows of the same page's earlier headings; it wrote:
      \(rows.joined(separator: "\n"))
      """)

    // A write leaves a why for a person to write, and says so.
    let mvp = copy.appendingPathComponent("docs/02-mvp.md")
    let page = try String(contentsOf: mvp, encoding: .utf8)
    let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| calculator | View (") })
    let unexplainedRow = row[..<(try #require(row.dropLast().lastIndex(of: "|")))] + "| ? |"
    try page.replacingOccurrences(of: row, with: unexplainedRow).write(
      to: mvp, atomically: true, encoding: .utf8)
    let unexplained = try Self.updateDiagrams(in: copy, [])
    #expect(unexplained.status == 1, "\(unexplained.output)")
    #expect(
      unexplained.output.contains("docs/02-mvp.md: write the why of `shape --arch mvp`'s row"),
      "\(unexplained.output)")
  }

  @Test("a kata that is not built is named, with the command that builds it, not a Python traceback")
  func anUnbuiltKataIsNamed() throws {
    let copy = try Self.copyOfThePages()
    defer { try? FileManager.default.removeItem(at: copy) }
    let unbuilt = try ScriptProcess.run(
      ["python3", "docs/update-diagrams.py", "--check"], in: copy,
      environment: ["KATA_BINARY": copy.appendingPathComponent(".build/debug/kata").path])
    #expect(unbuilt.status == 1)
    #expect(
      unbuilt.output.contains("No such file or directory; run `swift build` first"), "\(unbuilt.output)")
    #expect(!unbuilt.output.contains("Traceback"), "\(unbuilt.output)")
  }
}
