import Testing

/// `kata progress`, the command a student asks how far they are: it runs the exercises' gates
/// over the workbench as it stands, the same gates as `KATA_STEP=N swift test --filter Exercise`.
@Suite("Exercises: kata progress over the workbench", .timeLimit(.minutes(2)))
struct ProgressCommandTests {
  /// `kata progress` reads the same workbench the student edits: whatever step it is at, the
  /// command shows step 1 alone, marked as its gate finds it, and exits 0 only when it is done.
  /// It checks the command, not the workbench: a workbench broken at a later step (whose step 1
  /// line then says the workbench has moved on) keeps it green; the step's own gate says
  /// what is wrong.
  @Test("kata progress --through 1 shows step 1, and only it, as the workbench stands now")
  func progressThroughOne() async throws {
    let result = try await KataProcess.runOnce(["progress", "--through", "1"])
    let done = result.status == 0
    #expect([0, 1, 69].contains(result.status), "\(result.stderr)")
    let first = result.stdout.prefix { $0 != "\n" }
    #expect(
      first.hasPrefix("\(done ? "✓" : "✗") step 1: extract the Model"),
      "kata progress --through 1 began with \(first)")
    #expect(
      result.stdout.hasSuffix("\n\(done ? 1 : 0) of 1 steps done\n"),
      "it ended with \(result.stdout.suffix(80))")
    #expect(!result.stdout.contains("step 2:"))
  }
}
