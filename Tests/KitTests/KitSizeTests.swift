import Foundation
import Testing

/// `.ci/kit-size` holds the kit to its limits (no function over 80 lines), and leaves the lessons,
/// which Package.swift's `lessons` names, to their own length: a lesson is read whole.
@Suite("Kit size: the kit's limits, and the lessons Package.swift names left out", .timeLimit(.minutes(1)))
struct KitSizeTests {
  /// A package of two modules with one 92-line function each, a lesson named `lessons` and a
  /// kit module, and an empty list of known places.
  static func package(lessons: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kit-size-\(UUID().uuidString)")
    let long = "func long() {\n" + String(repeating: "  print(1)\n", count: 90) + "}\n"
    for module in ["CalculatorVIPER", "KataShape"] {
      let folder = root.appendingPathComponent("Sources/\(module)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try long.write(to: folder.appendingPathComponent("Long.swift"), atomically: true, encoding: .utf8)
    }
    let ci = root.appendingPathComponent(".ci")
    try FileManager.default.createDirectory(at: ci, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: DocsTests.root.appendingPathComponent(".ci/kit-size"), to: ci.appendingPathComponent("kit-size"))
    try "".write(to: ci.appendingPathComponent("kit-size-known"), atomically: true, encoding: .utf8)
    let listed = lessons.map { "\"\($0)\"," }.joined(separator: " ")
    try "let lessons: [String] = [\n  \(listed)\n]\n".write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return root
  }

  @Test("a long function in a kit module fails; in a lesson Package.swift names, it does not")
  func lessonsAreLeftOut() throws {
    let named = try Self.package(lessons: ["CalculatorMVC", "CalculatorVIPER"])
    defer { try? FileManager.default.removeItem(at: named) }
    let measured = try ScriptProcess.run([".ci/kit-size"], in: named)
    #expect(measured.status == 1)
    #expect(
      measured.output.contains("Sources/KataShape/Long.swift:1: function long is 92 lines (over 80)"),
      "\(measured.output)")
    #expect(!measured.output.contains("CalculatorVIPER"), "a lesson's function was held to the kit's limit")

    let unnamed = try Self.package(lessons: ["CalculatorMVC"])
    defer { try? FileManager.default.removeItem(at: unnamed) }
    let kit = try ScriptProcess.run([".ci/kit-size"], in: unnamed)
    #expect(kit.output.contains("Sources/CalculatorVIPER/Long.swift:1"), "\(kit.output)")
  }
}
