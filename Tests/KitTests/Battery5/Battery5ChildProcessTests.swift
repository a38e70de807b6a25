import CalculatorModel
import ConformanceCases
import Foundation
import KataDriver
import KataShape
import ScoreBoard
import Testing

// Attacks on the driver itself, by screens that end the process they are measured in: an
// edit that spins on the main actor, a load that blocks it on a semaphore, and an edit that
// traps. Each only when it is measured (the probe's answers carry a million), so a real run
// never sees it. Each is measured in a child process, this test binary run again on one test,
// and the test reads how that process ended: the kit must end it with a verdict that says what
// was being driven, never hang.

/// What a child process of the battery measures.
enum Battery5Fatal: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case spinningEdit = "spinning-edit"
  case blockedLoad = "blocked-load"
  case trappingEdit = "trapping-edit"

  var testDescription: String {
    switch self {
    case .spinningEdit: "an edit that spins on the main actor when the Model's answers look like a probe's"
    case .blockedLoad:
      "a load that waits on a semaphore on the main actor when the roster looks like a probe's"
    case .trappingEdit: "an edit that traps when the Model's answers look like a probe's"
    }
  }

  var architecture: Architecture {
    switch self {
    case .spinningEdit, .trappingEdit:
      Architecture(
        name: "battery5-\(rawValue)", summary: "MVVM that misbehaves only when measured", pattern: .mvvm,
        roles: [
          .objects(of: SinkingCalculatorView<MeasuredOnlyViewModel>.self, are: .view),
          .objects(of: MeasuredOnlyViewModel.self, are: .viewModel),
          .objects(of: ValueSubject<String>.self, are: .binding),
          .objects(of: SinkCancellable.self, are: .binding),
        ] + Architecture.mvvm.roles,
        calculator: { [self] model, trace in
          MeasuredOnlyViewModel.fate = self
          return SinkingCalculatorView<MeasuredOnlyViewModel>(model: model, trace: trace)
        },
        scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
    case .blockedLoad:
      Architecture(
        name: "battery5-\(rawValue)", summary: "an MVVM list that blocks only when measured", pattern: .mvvm,
        roles: [
          .objects(of: ListMistakeView.self, are: .view),
          .objects(of: ListMistakeViewModel.self, are: .viewModel),
          .objects(of: ValueSubject<Battery5ListState>.self, are: .binding),
          .objects(of: SinkCancellable.self, are: .binding),
          .objects(of: BlockingService.self, are: .service),
        ] + Architecture.mvvm.roles,
        calculator: { Architecture.mvvm.makeCalculatorScreen(model: $0, trace: $1) },
        scoreList: { service, trace in
          ListMistakeView(service: BlockingService(base: service), trace: trace, mistake: .reportsToTheView)
        })
    }
  }

  /// How the child process must end: its status, and what its last words must say.
  var expectedEnd: (status: Int32, says: String) {
    switch self {
    case .spinningEdit:
      (MainActorWatchdog.exitStatus, "while driving the calculator of battery5-spinning-edit")
    case .blockedLoad: (MainActorWatchdog.exitStatus, "while driving the score list of battery5-blocked-load")
    case .trappingEdit: (MainActorWatchdog.exitStatus, "the calculator of battery5-trapping-edit")
    }
  }

  /// Where today's kit ends otherwise.
  var disagreement: String? {
    switch self {
    case .spinningEdit, .blockedLoad: nil
    case .trappingEdit:
      "a trap in the screen's code ends the process with the runtime's own message and a signal: nothing says "
        + "which screen of which architecture was being measured, and no verdict is given"
    }
  }
}

/// A view model that, once it sees a probe's answers, spins or traps in its edits.
@MainActor
final class MeasuredOnlyViewModel: SinkableCalculatorViewModel {
  static var fate = Battery5Fatal.spinningEdit
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  private let measured: Bool

  init(model: any CalculatorModel) {
    self.model = model
    let empty = model.sum(of: "", separatedBy: "")
    measured = empty >= 1_000_000
    result = ValueSubject(String(empty))
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    if measured && ProcessInfo.processInfo.environment["BATTERY5_CHILD"] != nil {
      switch Self.fate {
      case .spinningEdit:
        var turns = 0
        while turns >= 0 { turns = (turns &+ 1) & 0xFFFF }
      case .trappingEdit:
        let digits = Array(text(of: fields, with: model))
        _ = digits[digits.count]
      case .blockedLoad:
        break
      }
    }
    result.send(text(of: fields, with: model))
  }
}

/// A service that, when the driver's probe asks it, blocks the main actor on a semaphore
/// nothing signals before it answers.
final class BlockingService: ScoreService, Sendable {
  private let base: any ScoreService

  init(base: any ScoreService) { self.base = base }

  @concurrent
  func loadPlayers() async throws(RosterError) -> [Player] {
    let players = try await base.loadPlayers()
    if players.first?.firstName == "Probe" && ProcessInfo.processInfo.environment["BATTERY5_CHILD"] != nil {
      await MainActor.run { DispatchSemaphore(value: 0).wait() }
    }
    return players
  }
}

@Suite("The fifth battery: screens that end the process they are measured in", .timeLimit(.minutes(3)))
struct Battery5ChildProcessTests {
  /// Whether this process is a test binary that can be run again on one test: `swift test`'s
  /// `.xctest` on Linux (on macOS the tests run inside a host process).
  static let canRunAgain = CommandLine.arguments.first?.hasSuffix(".xctest") == true

  @Test(
    "the kit ends with a verdict that names what it was driving", .enabled(if: canRunAgain),
    arguments: Battery5Fatal.allCases)
  func endsWithAVerdict(_ fatal: Battery5Fatal) throws {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--testing-library", "swift-testing", "--filter", "Battery5ChildProcessTests/measure"]
    var environment = ProcessInfo.processInfo.environment
    environment["BATTERY5_CHILD"] = fatal.rawValue
    environment["KATA_MAIN_ACTOR_PATIENCE"] = "2"
    child.environment = environment
    let errors = Pipe()
    child.standardError = errors
    child.standardOutput = FileHandle.nullDevice
    try child.run()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    let expected = fatal.expectedEnd
    let check = {
      #expect(
        child.terminationReason == .exit && child.terminationStatus == expected.status,
        "ended by \(child.terminationReason == .exit ? "exit" : "signal") \(child.terminationStatus): \(said.suffix(600))"
      )
      #expect(said.contains("kata: ") && said.contains(expected.says), "its last words: \(said.suffix(600))")
    }
    if let disagreement = fatal.disagreement {
      withKnownIssue(Comment(rawValue: disagreement)) { check() }
    } else {
      check()
    }
  }

  /// Run in the child process only: measures the architecture the parent names, which ends
  /// the process before this returns.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["BATTERY5_CHILD"] != nil))
  @MainActor
  func measure() async throws {
    let name = try #require(ProcessInfo.processInfo.environment["BATTERY5_CHILD"])
    let fatal = try #require(Battery5Fatal(rawValue: name))
    let screen: ScreenKind = fatal == .blockedLoad ? .scoreList : .calculator
    _ = await ShapeCheck.run([fatal.architecture], screens: [screen])
    Issue.record("the measurement of \(name) returned: the screen did not end the process")
  }
}
