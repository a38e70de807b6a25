import Foundation
import Testing

/// What `kata calc` keeps as it reads standard input, through every architecture, the store
/// included: the screen it shows, never the lines it was told. A store that kept every action it
/// reduced kept every line (400 lines of 1 MB reached 403 MB, where MVVM stays at 13 MB).
@Suite("Memory: calc over standard input stays flat through every architecture", .timeLimit(.minutes(5)))
struct StoreMemoryTests {
  /// Eight lines and thirty-two, each of 1 MB, through `--arch all`: the peaks differ by what
  /// the process's own allocator keeps, not by the 24 MB of lines in between. It takes seconds
  /// of both cores, so it runs with the long checks (`KATA_LONG_CHECKS=1`, as `.ci/run` does),
  /// with a patient limit on each run: a busy machine stretches them.
  @Test(
    "calc --arch all on 8 and on 32 lines of 1 MB from standard input: peak memory within 12 MB of each other",
    .enabled(if: LimitsTests.longChecks, "a long check: set KATA_LONG_CHECKS=1 to run it, as .ci/run does"))
  func memoryOfCalcOverManyLines() async throws {
    let directory = try LimitsTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let line = String(repeating: "1,", count: 500_000) + "\n"
    var paths: [String] = []
    for count in [8, 32] {
      let path = directory.appendingPathComponent("\(count)-lines.txt").path
      try Data(String(repeating: line, count: count).utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let runs = try await KataProcess.peakMemories(
      of: paths.map { (["calc", "--arch", "all", "-"], .file($0), nil) })
    #expect(runs.map(\.status) == [0, 0])
    let (few, many) = (try #require(runs[0].peakMemory), try #require(runs[1].peakMemory))
    #expect(
      many - few < 12 << 20,
      """
      8 lines peaked at \(few >> 10) KiB, 32 lines at \(many >> 10) KiB: something keeps what each \
      line was; a screen keeps what it shows, and a store no action it reduced
      """)
  }
}
