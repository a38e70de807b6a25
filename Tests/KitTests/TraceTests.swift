import ConformanceCases
import Foundation
import KataDriver
import KataLessons
import KataRegistry
import KataTracing
import ScoreBoard
import Testing

@testable import KataTests

/// The message flows `kata --trace` prints: checked in, so that a change in who talks to
/// whom shows up as a diff in review.
@Suite("Message flows", .timeLimit(.minutes(2)))
@MainActor
struct TraceTests {
  /// The golden calculator flow: the README's example, `--token , -- 1,2,3`.
  static func calculatorTrace(_ architecture: Architecture) async -> [Trace.Message] {
    let trace = Trace()
    let screen = architecture.makeCalculatorScreen(trace: trace)
    screen.editToken(",")
    await screen.settled()
    screen.editInput("1,2,3")
    await screen.settled()
    return trace.takeMessages()
  }

  /// The golden score list flow: a roster of two, one of them with no last name.
  static func scoreListTrace(_ architecture: Architecture) async -> [Trace.Message] {
    let records = [
      PlayerRecord(firstName: "Ann", lastName: "Lee", score: .integer(30)),
      PlayerRecord(firstName: "Bo", lastName: "", score: .integer(90)),
    ]
    let trace = Trace()
    let service = RepositoryScoreService(repository: InMemoryRepository(records))
    let screen = architecture.makeScoreListScreen(service: service, trace: trace)
    await Deadline.wait(for: "\(architecture.name) to load a roster of two") {
      await screen.load()
      await screen.settled()
    }
    return trace.takeMessages()
  }

  /// The file of the checked-in flow called `name`, in `Tests/KitTests/Golden`.
  static func goldenFile(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name).txt")
  }

  /// The checked-in flow called `name`.
  static func golden(_ name: String) throws -> String {
    try String(contentsOf: goldenFile(name), encoding: .utf8)
  }

  /// `actual` is the checked-in flow called `name`. A lesson's first run finds
  /// none: the flow as kata traces it now is written there, and the test fails saying so, for the
  /// flow to be read and committed (a snapshot's first recording).
  static func expectGolden(_ actual: String, named name: String) throws {
    let url = goldenFile(name)
    guard FileManager.default.fileExists(atPath: url.path) else {
      try Data(actual.utf8).write(to: url)
      Issue.record(
        """
        wrote Tests/KitTests/Golden/\(name).txt, the flow as kata traces it now: read it, and commit \
        it if it is the flow the lesson's page teaches
        """)
      return
    }
    #expect(
      actual == (try golden(name)),
      "if this flow is meant, replace Tests/KitTests/Golden/\(name).txt with:\n\(actual)")
  }

  /// The lessons, whose flows are checked in. (An architecture you add is run by the
  /// shared suite; its flow is yours to pin down or not.)
  nonisolated static let lessons = Architecture.lessons

  @Test("the calculator's flow is the checked-in one", arguments: lessons)
  func calculatorFlowIsGolden(architecture: Architecture) async throws {
    let actual = TraceFormat.text.render(await Self.calculatorTrace(architecture))
    try Self.expectGolden(actual, named: "\(architecture.name)-calculator")
  }

  @Test("the score list's flow is the checked-in one", arguments: lessons)
  func scoreListFlowIsGolden(architecture: Architecture) async throws {
    let actual = TraceFormat.text.render(await Self.scoreListTrace(architecture))
    try Self.expectGolden(actual, named: "\(architecture.name)-score-list")
  }

  @Test("the three calculator flows differ")
  func flowsDiffer() async {
    var flows: [[Trace.Message]] = []
    for lesson in Self.lessons {
      flows.append(await Self.calculatorTrace(lesson))
    }
    #expect(Set(flows).count == Self.lessons.count)
  }

  @Test("MVC: the view tells its delegate, and only the controller sets the view")
  func mvcFlow() async {
    let messages = await Self.calculatorTrace(.mvc)
    #expect(messages.contains(Trace.Message(.controller, to: .view, "delegate = self")))
    #expect(
      messages.contains {
        $0.sender == .view && $0.receiver == .controller && $0.text.hasPrefix("calculatorView(")
      })
    #expect(senders(to: .view, in: messages) == [.user, .controller])
  }

  @Test("MVP: the presenter alone commands the passive view")
  func mvpFlow() async {
    let messages = await Self.calculatorTrace(.mvp)
    #expect(messages.contains { $0.sender == .presenter && $0.text.hasPrefix("display(resultText:") })
    #expect(senders(to: .view, in: messages) == [.user, .presenter])
    #expect(!messages.contains { $0.receiver == .view && $0.sender == .model })
  }

  @Test("MVVM: the view model never speaks to the view; its output reaches it by the binding")
  func mvvmFlow() async {
    let messages = await Self.calculatorTrace(.mvvm)
    #expect(senders(to: .view, in: messages) == [.user, .binding])
    #expect(!messages.contains { $0.sender == .viewModel && $0.receiver == .view })
    // Every value the view shows after an edit, the view model sent to the binding just before.
    for (index, message) in messages.enumerated() where message.text.hasPrefix("showResultText") && index > 3
    {
      #expect(messages[index - 1].sender == .viewModel && messages[index - 1].receiver == .binding)
    }
  }

  @Test("a view model that calls its view shows in the flow as ViewModel -> View, not as the binding")
  func directCallIsTracedAsItHappened() async throws {
    let mistake = try #require(
      Mistake.all.first { $0.name == "a view model that holds its view and calls it" })
    let messages = await Self.calculatorTrace(mistake.architecture)
    // The view records what reaches it; only a call inside a binding callback reads Binding -> View.
    #expect(messages.contains(Trace.Message(.viewModel, to: .view, "showResultText(\"6\")")))
    #expect(!messages.contains(Trace.Message(.binding, to: .view, "showResultText(\"6\")")))
    #expect(senders(to: .view, in: messages).contains(.viewModel), "the MVVM flow check fails on it")
  }

  @Test("a view that binds late gets the current value from the binding, inside the bracket")
  func bindTimeValueComesFromTheBinding() async {
    let messages = await Self.calculatorTrace(.mvvm)
    let bind = messages.firstIndex(of: Trace.Message(.view, to: .binding, "bind(to: viewModel.outputs)"))
    #expect(bind.map { messages[$0 + 1] } == Trace.Message(.binding, to: .view, "showResultText(\"0\")"))
  }

  @Test("tracing changes nothing the screen shows", arguments: Architecture.all)
  func tracingIsTransparent(architecture: Architecture) async {
    let traced = architecture.makeCalculatorScreen(trace: Trace())
    let plain = architecture.makeCalculatorScreen()
    for (token, input) in [(",", "1,2,3"), ("", "42"), (";,", "1;2,x,3"), ("👍", "9👍-10")] {
      traced.editToken(token)
      traced.editInput(input)
      plain.editToken(token)
      plain.editInput(input)
      await traced.settled()
      await plain.settled()
      #expect(traced.resultText == plain.resultText)
    }
  }

  @Test("a trace hands each message over once")
  func takeMessagesDrains() {
    let trace = Trace()
    trace.call(.view, to: .presenter, "load()")
    #expect(trace.takeMessages() == [Trace.Message(.view, to: .presenter, "load()")])
    #expect(trace.takeMessages().isEmpty)
  }

  /// Counts the messages' texts it makes.
  private final class TextMaker {
    var made = 0
    func text(_ number: Int) -> String {
      made += 1
      return "message \(number)"
    }
  }

  @Test("a recorder that keeps a few messages counts the rest, and makes no text for them")
  func keepsAFewMessages() {
    let trace = Trace(keepingAtMost: 2)
    let maker = TextMaker()
    for number in 1...5 { trace.reply(.controller, to: .view, maker.text(number), carrying: number) }
    let kept = trace.takeKept()
    #expect(kept.messages.map(\.text) == ["message 1", "message 2"])
    #expect(kept.more == 3)
    #expect(maker.made == 2, "a message past the limit had its text made: make it only when it is kept")
    // The next take starts afresh.
    trace.call(.view, to: .controller, maker.text(6))
    let next = trace.takeKept()
    #expect(next.messages.map(\.text) == ["message 6"])
    #expect(next.more == 0, "the count of messages not kept starts again at each take")
  }

  @Test(
    "a value in a message is a one-line literal, shortened when long",
    arguments: [
      ("1,2,3", #""1,2,3""#),
      ("a\nb", #""a\nb""#),
      ("say \"hi\"", #""say \"hi\"""#),
      (String(repeating: "1,", count: 50), #""1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1…" (100 characters)"#),
    ])
  func literals(text: String, literal: String) {
    #expect(Trace.literal(text) == literal)
  }

  @Test("the Mermaid form is a sequence diagram: lifelines left to right, then one arrow per message")
  func mermaidShape() async {
    let messages = await Self.calculatorTrace(.mvvm)
    let lines = TraceFormat.mermaid.render(messages).split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(6)) == [
        "sequenceDiagram", "    actor User", "    participant View", "    participant Binding",
        "    participant ViewModel", "    participant Model",
      ])
    #expect(lines.count == 6 + messages.count)
    let arrow = /\ {4}[A-Za-z]+(->>|-->>)[A-Za-z]+: [^;#]+/
    for line in lines.dropFirst(6) {
      #expect(line.wholeMatch(of: arrow) != nil, "\(line)")
    }
    #expect(lines.contains("    Model-->>ViewModel: returns 6"))
  }

  @Test("Mermaid's own syntax in a message is written as entity codes")
  func mermaidEscapes() {
    let text = TraceFormat.mermaid.render([Trace.Message(.user, to: .view, "edits: \"1;2#3<b>\"")])
    #expect(text.hasSuffix("    User->>View: edits: \"1#59;2#35;3#lt;b#gt;\"\n"))
  }

  @Test("no messages, no diagram")
  func emptyTrace() {
    #expect(TraceFormat.mermaid.render([]) == "")
    #expect(TraceFormat.text.render([]) == "")
  }

  @Test(
    "a dropped answer shows in the flow: the first load's answer comes last, and nothing follows it",
    arguments: Architecture.all)
  func droppedAnswerIsTraced(architecture: Architecture) async throws {
    let overlapping = try #require(try RosterCase.builtIn().first { $0.reload?.overlaps == true })
    let trace = Trace()
    await Deadline.wait(for: "\(architecture.name) to load \(overlapping.name)") {
      _ = await overlapping.run(through: architecture, trace: trace)
    }
    let messages = trace.takeMessages()
    let answers = messages.filter { $0.sender == .service }.map(\.text)
    // The first load, superseded, answers last: the service for overlapping loads answers a
    // cancelled load all the same, and nothing follows, because the screen dropped it.
    #expect(answers == ["returns 1 player", "returns 1 player"])
    #expect(messages.last?.sender == .service, "\(TraceFormat.text.render(messages))")
  }

  private func senders(to receiver: Role, in messages: [Trace.Message]) -> Set<Role> {
    Set(messages.filter { $0.receiver == receiver }.map(\.sender))
  }
}
