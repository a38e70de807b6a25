import CalculatorMVC
import CalculatorMVP
import CalculatorMVVM
import CalculatorObservation
import ExerciseStep4
import KataDriver
import KataRegistry
import KataTracing
import RosterFiles
import ScoreBoard
import Testing

@testable import KataPlay
@testable import KataTests

/// The lanes onto the real architectures: the playground's own Views of the lessons' View
/// protocols, which must move exactly the messages that the suite's headless screens move.
@Suite("Play: lanes onto the architectures", .timeLimit(.minutes(2)))
@MainActor
struct LaneTests {
  @Test(
    "a calculator lane shows what the headless screen shows, after the very same flow",
    arguments: Architecture.all)
  func calculatorFlow(architecture: Architecture) async {
    let lane = Lanes.calculator(architecture)
    var laneFlow = lane.takeMessages()
    let trace = Trace()
    let screen = architecture.makeCalculatorScreen(trace: trace)
    for (token, input) in [(",", "1,2,3"), (",;", "4;5,한6"), ("", "7")] {
      lane.editToken(token)
      lane.editInput(input)
      screen.editToken(token)
      screen.editInput(input)
      await Settling.settle(lane) { lane.resultText }
      await screen.settled()
      #expect(lane.resultText == screen.resultText)
    }
    laneFlow += lane.takeMessages()
    #expect(laneFlow == trace.takeMessages())
    #expect(lane.name == architecture.name)
  }

  @Test(
    "for the README's edit, a lesson's lane shows the checked-in flow that kata calc --trace prints",
    arguments: TraceTests.lessons)
  func calculatorFlowIsGolden(architecture: Architecture) async throws {
    let lane = Lanes.calculator(architecture)
    lane.editToken(",")
    await Settling.settle(lane) { lane.resultText }
    lane.editInput("1,2,3")
    await Settling.settle(lane) { lane.resultText }
    #expect(
      TraceFormat.text.render(lane.takeMessages())
        == (try TraceTests.golden("\(architecture.name)-calculator")))
  }

  @Test(
    "a score list lane shows what the headless screen shows, after the very same flow",
    arguments: Architecture.all, [BundledRosterRepository.json, "[]", "[{\"firstName\": \"A\"}]"])
  func scoreListFlow(architecture: Architecture, roster: String) async {
    let service = RepositoryScoreService(
      repository: JSONRosterRepository(.bytes(Array(roster.utf8), name: nil)))
    let lane = Lanes.scoreList(architecture)(service)
    await Deadline.wait(for: "the \(architecture.name) lane's load") { await lane.load() }
    await Settling.settle(lane) { lane.state }
    let trace = Trace()
    let screen = architecture.makeScoreListScreen(service: service, trace: trace)
    await screen.load()
    await screen.settled()
    #expect(lane.state == screen.shownStates.last)
    #expect(lane.takeMessages().messages == trace.takeMessages())
  }

  @Test("the message pane counts the messages it was not given with those it could not show")
  func paneCountsMessagesNotKept() {
    let two = [Trace.Message(.view, to: .model, "one"), Trace.Message(.view, to: .model, "two")]
    var frame = Frame(size: TerminalSize(rows: 6, columns: 40))
    MessagePane(title: "t", messages: two, more: 5).draw(into: &frame, rows: 0..<5, column: 0, width: 40)
    #expect(
      frame.lines.prefix(4) == ["t", "View -> Model: one", "View -> Model: two", "… and 5 more messages"])
    // No room for the note: the last message gives its row up, and is counted.
    frame = Frame(size: TerminalSize(rows: 6, columns: 40))
    MessagePane(title: "t", messages: two, more: 5).draw(into: &frame, rows: 0..<3, column: 0, width: 40)
    #expect(frame.lines.prefix(3) == ["t", "View -> Model: one", "… and 6 more messages"])
    // One left out: one message.
    frame = Frame(size: TerminalSize(rows: 6, columns: 40))
    MessagePane(title: "t", messages: two, more: 1).draw(into: &frame, rows: 0..<5, column: 0, width: 40)
    #expect(frame.lines[3] == "… and 1 more message")
    // All given, all shown: no note.
    frame = Frame(size: TerminalSize(rows: 6, columns: 40))
    MessagePane(title: "t", messages: two).draw(into: &frame, rows: 0..<3, column: 0, width: 40)
    #expect(frame.lines.prefix(3) == ["t", "View -> Model: one", "View -> Model: two"])
  }

  @Test(
    "a lane keeps the first messages of a long load and counts the rest, as many as the headless screen records",
    arguments: Architecture.all)
  func longLoadKeepsItsFirstMessages(architecture: Architecture) async {
    let players = (0..<ScoreListPage.keptMessages).map {
      #"{"firstName": "P\#($0)", "lastName": "Q", "score": 50}"#
    }
    let service = RepositoryScoreService(
      repository: JSONRosterRepository(.bytes(Array("[\(players.joined(separator: ","))]".utf8), name: nil)))
    let lane = Lanes.scoreList(architecture)(service)
    await Deadline.wait(for: "the \(architecture.name) lane's load") { await lane.load() }
    await Settling.settle(lane) { lane.state }
    let trace = Trace()
    let screen = architecture.makeScoreListScreen(service: service, trace: trace)
    await screen.load()
    await screen.settled()
    let recorded = trace.takeMessages()
    let kept = lane.takeMessages()
    #expect(kept.messages == Array(recorded.prefix(ScoreListPage.keptMessages)))
    #expect(kept.messages.count + kept.more == recorded.count)
  }

  @Test("the lessons' lanes run the lessons' own headless views, wired by the lessons' compositions")
  func lessonViews() throws {
    let mvc = try #require(Lanes.calculator(.mvc) as? ScreenCalculatorLane)
    let controller = try #require(Self.child("controller", of: mvc.screen) as? CalculatorController)
    let view = try #require(Self.child("view", of: mvc.screen) as? CalculatorMVC.HeadlessCalculatorView)
    #expect(controller.view === view, "the controller owns the lesson's view")
    #expect(view.delegate === controller, "and hears from it through the delegate")
    #expect((Lanes.calculator(.mvp) as? ScreenCalculatorLane)?.screen is CalculatorMVP.HeadlessCalculatorView)
    #expect(
      (Lanes.calculator(.mvvm) as? ScreenCalculatorLane)?.screen is CalculatorMVVM.HeadlessCalculatorView)
    #expect(
      (Lanes.calculator(.mvvmObservation) as? ScreenCalculatorLane)?.screen
        is CalculatorObservation.HeadlessCalculatorView)
    let service = RepositoryScoreService(repository: BundledRosterRepository())
    #expect(
      (Lanes.scoreList(.mvvmObservation)(service) as? ScreenScoreListLane)?.screen
        is CalculatorObservation.HeadlessScoreListView)
    #expect(
      (Lanes.scoreList(.mvp)(service) as? ScreenScoreListLane)?.screen is CalculatorMVP.HeadlessScoreListView)
    #expect(
      (Lanes.scoreList(.mvvm)(service) as? ScreenScoreListLane)?.screen
        is CalculatorMVVM.HeadlessScoreListView)
  }

  /// The bracket works both ways: a value delivered inside the binding is `Binding -> View`;
  /// one handed over by a direct call is not, so a view model that called its view would show.
  @Test(
    "the MVVM lanes record where a result came from: the binding, or a direct call",
    arguments: [Architecture.mvvm, .mvvmObservation])
  func honestBinding(architecture: Architecture) async throws {
    let lane = try #require(Lanes.calculator(architecture) as? ScreenCalculatorLane)
    _ = lane.takeMessages()
    lane.editInput("2")
    await Settling.settle(lane) { lane.resultText }
    #expect(lane.takeMessages().last == Trace.Message(.binding, to: .view, "showResultText(\"2\")"))
    if let view = lane.screen as? any CalculatorMVVM.CalculatorView {
      view.showResultText("9")
    } else {
      try #require(lane.screen as? any CalculatorObservation.CalculatorView).showResultText("9")
    }
    #expect(lane.takeMessages() == [Trace.Message(.viewModel, to: .view, "showResultText(\"9\")")])
  }

  @Test("any other registered architecture runs through its shared screen: one more just appears")
  func oneMoreArchitecture() async {
    let architectures = Architecture.lessons + [.exerciseStep4]
    let page = CalculatorPage(architectures: architectures)
    _ = page.handle(.text("1,2"))
    _ = page.handle(.down)
    _ = page.handle(.up)
    _ = page.handle(.up)
    await page.settle()
    let lines = page.frame(size: .standard).lines
    let added = architectures.count - 1
    #expect(
      lines[5...5 + added] == CalculatorPageTests.results("3", selected: added, of: architectures)[...])
    #expect(lines[5 + added + 2] == " \(Architecture.exerciseStep4.name): the messages of the last edit")
  }

  @Test("a lane, once dropped, frees every object its architecture built", arguments: Architecture.all)
  func noLeaks(architecture: Architecture) async {
    var calculator: (any CalculatorLane)? = Lanes.calculator(architecture)
    calculator?.editInput("1,2")
    weak let droppedCalculator = calculator
    calculator = nil
    #expect(droppedCalculator == nil)
    var scoreList: (any ScoreListLane)? = Lanes.scoreList(architecture)(
      RepositoryScoreService(repository: BundledRosterRepository()))
    await scoreList?.load()
    weak let dropped = scoreList
    scoreList = nil
    #expect(dropped == nil)
  }

  static func child(_ label: String, of value: Any) -> Any? {
    Mirror(reflecting: value).children.first { $0.label == label }?.value
  }
}
