import Foundation
import Testing

/// `kata-tables` writes pages: an argument it does not know is refused before it writes any.
@Suite("kata-tables: a mistyped --check writes nothing", .timeLimit(.minutes(1)))
struct KataTablesArgumentTests {
  @Test("an unknown argument is named with the usage, and exits 64")
  func unknownArgumentIsRefused() throws {
    let tables = KataProcess.executable.deletingLastPathComponent().appendingPathComponent("kata-tables")
    let refused = try ScriptProcess.run([tables.path, "--chek"], in: DocsTests.root)
    #expect(refused.status == 64, "\(refused.output)")
    #expect(refused.output == "kata-tables: unknown argument '--chek'\nUsage: kata-tables [--check]\n")
  }
}
