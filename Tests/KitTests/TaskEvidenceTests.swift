import Foundation
import Testing

@testable import KataDriver
@testable import KataEvidence

/// Code under test may ask the Model, or touch its view, from tasks it starts: measuring such
/// screens reads call stacks on whatever thread runs them, and must never bring the process
/// down, nor change its verdict from one run to the next.
@Suite(
  "Shape: screens that work in tasks are measured safely, with the same verdict each time",
  .timeLimit(.minutes(2)))
@MainActor
struct TaskEvidenceTests {
  /// How many times each is measured: a few in the suite; set `KATA_MEASURE_REPEATS` to run
  /// it as a stress test (two such runs at once, a thousand each, is how it was proved).
  static let repeats = ProcessInfo.processInfo.environment["KATA_MEASURE_REPEATS"].flatMap(Int.init) ?? 1

  @Test(
    "an honest and a wrong screen that ask the Model from a Task: measured again and again, same verdicts")
  func measuredRepeatedly() async {
    let wrong = Mistake.taskMistakes[0]
    for _ in 0..<Self.repeats {
      let honest = await ShapeCheck.run([Variant.tasked.architecture]).flatMap(\.results)
      #expect(
        honest.allSatisfy { $0.status != .failed }, "\(honest.filter { $0.status == .failed }.map(\.message))"
      )
      let results = await ShapeCheck.run([wrong.architecture]).flatMap(\.results)
      let caught = results.filter(\.failed)
      // Where call stacks are not read, the rule that needs them says it was not measured.
      let unmeasured = results.filter {
        $0.status == .notMeasured && wrong.brokenRuleNames.contains($0.rule.name)
      }
      #expect(
        Set((caught + unmeasured).map(\.rule.name)) == wrong.brokenRuleNames, "\(caught.map(\.message))")
    }
    // The stacks were taken on the main actor and in tasks, on several threads; their methods
    // were named on one, where the backtracer's images are kept.
    #if canImport(Runtime) && canImport(Glibc)
      let namingThreads = CallerEvidence.namingThreads.withLock { $0.count }
      #expect(
        namingThreads <= 1,
        "\(namingThreads) threads named call stacks: name them on SymbolThread alone, as onSymbolThread does")
      #expect(
        namingThreads == 1 || !CallerEvidence.isAvailable, "call stacks were read, yet no thread named them")
    #endif
  }
}
