import Foundation
import LessonManifest

extension PageTables {
  /// What each lesson's page draws with `kata`, in both languages: who holds whom (`kata
  /// shape`, as a table and as a diagram), a calculator edit's message flow (`kata calc …
  /// --trace mermaid`) and the score list's (`kata scores … --trace mermaid`). Each is a comment
  /// naming the command above the table or the `mermaid` block it draws, which `python3
  /// docs/update-diagrams.py` fills.
  static func drawings(of lesson: Lesson) -> [(command: String, shown: String, what: String)] {
    let arch = "--arch \(lesson.name)"
    let flow = "message flow, above an empty mermaid block"
    return [
      ("<!-- kata shape \(arch) -->", "<!-- kata shape \(arch) -->", "who holds whom, above an empty table"),
      (
        "<!-- kata shape \(arch) --format mermaid -->", "<!-- kata shape \(arch) --format mermaid -->",
        "who holds whom as a diagram, above an empty mermaid block"
      ),
      (
        "<!-- kata calc \(arch) ", "<!-- kata calc \(arch) --trace mermaid … -->",
        "a calculator edit's \(flow)"
      ),
      (
        "<!-- kata scores \(arch) ", "<!-- kata scores \(arch) --trace mermaid … -->",
        "the score list's \(flow)"
      ),
    ]
  }

  /// Each drawing a lesson's page (English or Korean) lacks, as what to write there; a page not
  /// yet written, as the page to write.
  public func missingDrawings() -> [String] {
    let then =
      "then run `swift build && python3 docs/update-diagrams.py` (docs/adding-a-lesson.md, \"The pages\")"
    var missing: [String] = []
    for lesson in lessons {
      for page in ["docs/\(lesson.page)", "docs/ko/\(lesson.page)"] {
        guard let text = try? text(of: page) else {
          missing.append(
            "\(page): write the lesson's page, with its four drawings (docs/adding-a-lesson.md, \"The pages\")"
          )
          continue
        }
        for drawing in Self.drawings(of: lesson) where !text.contains(drawing.command) {
          missing.append("\(page): draw \(drawing.what): `\(drawing.shown)`, \(then)")
        }
      }
    }
    return missing
  }
}
