import Foundation
import Testing

/// The roles and patterns the tests declare for their own architectures have names of their own:
/// Swift lets a test's `Role.interactor` win over a lesson's of the same name without a word, so
/// a lesson that adds a role or a pattern would be measured against the test's instead.
@Suite("Names the tests declare", .timeLimit(.minutes(1)))
struct NameClashTests {
  /// The members a file adds to `Role` and `Pattern`, as `Role.store`: each `static let NAME =
  /// Role(` or `Pattern(`.
  static func members(in text: String) -> [String] {
    text.matches(of: /static let (?<name>\w+)\s*=\s*(?<type>Role|Pattern)\(/).map { "\($0.type).\($0.name)" }
  }

  /// Each Swift file under `folder`, from the package root, with its text.
  static func files(under folder: String) throws -> [(path: String, text: String)] {
    let url = DocsTests.root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      ("\(folder)/\(path)", try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8))
    }
  }

  /// What a test file declares that the kit or a lesson declares too, each as what to do.
  static func shadows(in tests: [(path: String, text: String)], declared: Set<String>) -> [String] {
    tests.flatMap { file in
      members(in: file.text).filter(declared.contains).map { member in
        "\(file.path) declares \(member), which Sources declares too, and hides it from the tests: "
          + "give the test's a name of its own"
      }
    }
  }

  @Test("no test declares a Role or a Pattern under a name that Sources gives one")
  func testsDeclareNamesOfTheirOwn() throws {
    let declared = Set(try Self.files(under: "Sources").flatMap { Self.members(in: $0.text) })
    #expect(declared.contains("Role.store") && declared.contains("Pattern.mvc"), "\(declared.sorted())")
    let shadows = Self.shadows(in: try Self.files(under: "Tests"), declared: declared)
    #expect(shadows.isEmpty, "\(shadows.joined(separator: "\n"))")
  }

  @Test("a test's role named like the kit's is told to take a name of its own")
  func aShadowingRoleIsReported() {
    // Put together, so that this file does not declare what it shows.
    let battery =
      "extension Role {\n  static let store = " + "Role(\"Store\")\n"
      + "  static let batteryHub = " + "Role(\"Hub\")\n}"
    #expect(
      Self.shadows(
        in: [("Tests/KitTests/Battery/Store.swift", battery)], declared: ["Role.store", "Pattern.mvc"])
        == [
          "Tests/KitTests/Battery/Store.swift declares Role.store, which Sources declares too, and hides it "
            + "from the tests: give the test's a name of its own"
        ])
  }
}
