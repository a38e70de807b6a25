import CalculatorModel
import Testing

@testable import KataDriver
@testable import KataShape

/// Work a screen started and cancelled as it went is over once it has wound down, however
/// many turns of the main actor that takes: only work still running then outlives the screen.
@Suite("Shape: work that outlives its screen", .timeLimit(.minutes(1)))
@MainActor
struct LingeringWorkTests {
  @Test("work cancelled with its screen that winds down over many turns is waited for, not reported")
  func cancelledWorkWindsDown() async {
    let (waiting, release) = AsyncStream.makeStream(of: Void.self)

    let lingering = await ScreenKind.calculator.workOutlivingTheScreen(
      of: Self.architecture { TaskScreen(model: $0, waitingFor: waiting, cancelsAsItGoes: true) })
    release.finish()

    #expect(lingering == nil, "the cancelled work was read before it had wound down")
  }

  @Test("work its screen never cancelled still runs once the screen is gone: reported")
  func uncancelledWorkLingers() async {
    let (waiting, release) = AsyncStream.makeStream(of: Void.self)

    let lingering = await ScreenKind.calculator.workOutlivingTheScreen(
      of: Self.architecture { TaskScreen(model: $0, waitingFor: waiting, cancelsAsItGoes: false) })
    // The work ends here, once read.
    release.finish()

    #expect(lingering != nil)
  }

  /// An architecture whose calculator `makeScreen` makes; its roles are not measured here.
  private static func architecture(
    _ makeScreen: @escaping @MainActor (any CalculatorModel) -> TaskScreen
  ) -> Architecture {
    Architecture(
      name: "tasked-screen", summary: "a screen that keeps a task running while it lives", pattern: .mvc,
      roles: [], calculator: { model, _ in makeScreen(model) },
      scoreList: { Architecture.mvc.makeScoreListScreen(service: $0, trace: $1) })
  }
}

/// A calculator that starts a task as it is built, which waits for `waiting` to end, or for
/// its cancellation, and then takes a hundred turns of the main actor to end, as work that
/// tidies up does. It cancels the task as it goes, if `cancelsAsItGoes`.
@MainActor
private final class TaskScreen: CalculatorScreen {
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")
  private(set) var resultText = "0"
  private let work: Task<Void, Never>
  private let cancelsAsItGoes: Bool

  init(model: any CalculatorModel, waitingFor waiting: AsyncStream<Void>, cancelsAsItGoes: Bool) {
    self.model = model
    self.cancelsAsItGoes = cancelsAsItGoes
    work = Task {
      for await _ in waiting {}
      for _ in 0..<100 { await Task.yield() }
    }
  }

  deinit {
    if cancelsAsItGoes { work.cancel() }
  }

  func editToken(_ token: String) {
    fields.token = token
    show()
  }

  func editInput(_ input: String) {
    fields.input = input
    show()
  }

  private func show() {
    resultText = String(model.sum(of: fields.input, separatedBy: fields.token))
  }
}
