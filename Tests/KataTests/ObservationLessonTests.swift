import CalculatorModel
import CalculatorObservation
import ConformanceCases
import Observation
import ScoreBoard
import Synchronization
import Testing

@testable import KataDriver
@testable import KataLessons
@testable import KataShape

/// MVVM with Swift Observation, on its own: the view model's outputs, the view's tracking, and
/// the mistake the pattern invites (tracking once).
@Suite("Observation: the MVVM lesson with @Observable", .timeLimit(.minutes(1)))
@MainActor
struct ObservationLessonTests {
  /// What a calculator screen of `architecture` shows after each of the same five events,
  /// read once it has settled.
  static func shownAfterEachEvent(_ architecture: Architecture) async -> [String] {
    let screen = architecture.makeCalculatorScreen()
    var shown: [String] = []
    let edits: [(any CalculatorScreen) -> Void] = [
      { _ in }, { $0.editInput("1;2,3") }, { $0.editToken(",") }, { $0.editToken(",;") },
      { $0.editInput("") },
    ]
    for edit in edits {
      edit(screen)
      await screen.settled()
      shown.append(screen.resultText)
    }
    return shown
  }

  /// A label that remembers every text it was told to show.
  final class Label: CalculatorObservation.CalculatorView {
    var shown: [String] = []
    func showResultText(_ text: String) { shown.append(text) }
  }

  /// Lets the redraws that Observation asked for run: a few turns of the main actor.
  static func letRedrawsRun() async {
    for _ in 0..<20 { await Task.yield() }
  }

  /// Redraws that a test runs by hand: each one the tracking asked for waits here until then.
  final class HeldRedraws: Sendable {
    private let held = Mutex<[@MainActor @Sendable () -> Void]>([])

    /// The redraw to bind with: it keeps the drawing it is handed.
    var redraw: Redraw { Redraw { draw in self.held.withLock { $0.append(draw) } } }

    /// How many redraws were asked for and have not run.
    var waiting: Int { held.withLock { $0.count } }

    /// Runs every redraw asked for so far, as the main actor's next turn would.
    @MainActor func run() {
      let draws = held.withLock { held in
        defer { held = [] }
        return held
      }
      for draw in draws { draw() }
    }
  }

  /// A change reaches the view through the tracking only: the change asks for a redraw, and
  /// the view draws the new value when that redraw runs, tracking again as it does. A view
  /// that drew inside the change would read the old value; one that did not track again would
  /// show this change and no other.
  @Test("a change to the view model asks for a redraw on a later turn, and the redraw tracks the next change")
  func aChangeIsRedrawnLater() {
    let viewModel = CalculatorViewModel(model: SumModel())
    let label = Label()
    let redraws = HeldRedraws()
    let rendering = label.bind(to: viewModel.outputs, redrawingOn: redraws.redraw)
    #expect(label.shown == ["0"])
    viewModel.inputs.inputChanged("4")
    #expect(redraws.waiting == 1, "the change asked for no redraw")
    #expect(label.shown == ["0"], "the view drew inside the change, before the new value was stored")
    redraws.run()
    #expect(label.shown == ["0", "4"], "the redraw did not draw the change")
    viewModel.inputs.inputChanged("5")
    viewModel.inputs.inputChanged("6")
    #expect(redraws.waiting == 1, "the redraw tracked nothing, or two changes before it asked for two")
    redraws.run()
    #expect(label.shown == ["0", "4", "6"], "the second redraw did not draw the latest value")
    withExtendedLifetime(rendering) {}
  }

  /// A reused cell cancels its rendering and binds to another row's view model, perhaps while
  /// a redraw of the old one waits for its turn: that redraw must draw nothing, nor track the
  /// old view model again. And a change after the cancel asks for no redraw at all.
  @Test("a rendering cancelled while its redraw waits draws nothing then, and a later change asks for none")
  func cancelledWhileARedrawWaits() {
    let viewModel = CalculatorViewModel(model: SumModel())
    let label = Label()
    let redraws = HeldRedraws()
    let rendering = label.bind(to: viewModel.outputs, redrawingOn: redraws.redraw)
    viewModel.inputs.inputChanged("4")
    #expect(redraws.waiting == 1, "the change asked for no redraw")
    rendering.cancel()
    redraws.run()
    #expect(label.shown == ["0"], "a redraw asked for before the cancel drew after it")
    viewModel.inputs.inputChanged("5")
    #expect(redraws.waiting == 0, "the cancelled rendering still tracked the view model")

    let rebound = label.bind(to: viewModel.outputs, redrawingOn: redraws.redraw)
    rebound.cancel()
    viewModel.inputs.inputChanged("6")
    #expect(redraws.waiting == 0, "a change after the cancel asked for a redraw")
    redraws.run()
    #expect(label.shown == ["0", "5"], "a change after the cancel was drawn")
  }

  @Test("a view re-bound to another view model shows none of the old one's changes")
  func rebindingLeavesTheOldViewModel() async {
    let (first, second) = (CalculatorViewModel(model: SumModel()), CalculatorViewModel(model: SumModel()))
    let label = Label()
    var rendering = label.bind(to: first.outputs)
    first.inputs.inputChanged("7")
    await Self.letRedrawsRun()
    #expect(label.shown.last == "7")
    // A reused cell shows another row: it cancels its rendering and binds again.
    rendering.cancel()
    rendering = label.bind(to: second.outputs)
    second.inputs.inputChanged("2")
    await Self.letRedrawsRun()
    first.inputs.inputChanged("99")
    await Self.letRedrawsRun()
    withExtendedLifetime(rendering) {}
    #expect(label.shown.last == "2", "the old view model's change reached the re-bound view: \(label.shown)")
    #expect(!label.shown.contains("99"))
  }

  @Test("a view's rendering, cancelled while the view still holds it, draws no more")
  func cancelledRenderingDrawsNoMore() async {
    let viewModel = CalculatorViewModel(model: SumModel())
    let label = Label()
    let rendering = label.bind(to: viewModel.outputs)
    viewModel.inputs.inputChanged("4")
    await Self.letRedrawsRun()
    rendering.cancel()
    viewModel.inputs.inputChanged("5")
    await Self.letRedrawsRun()
    withExtendedLifetime(rendering) {}
    #expect(label.shown == ["0", "4"])
  }

  @Test("a view's rendering, let go, draws no more")
  func droppedRenderingUnbinds() async {
    let viewModel = CalculatorViewModel(model: SumModel())
    let label = Label()
    var rendering: Rendering? = label.bind(to: viewModel.outputs)
    viewModel.inputs.inputChanged("4")
    await Self.letRedrawsRun()
    #expect(label.shown == ["0", "4"])
    rendering = nil
    viewModel.inputs.inputChanged("5")
    await Self.letRedrawsRun()
    #expect(label.shown == ["0", "4"], "\(String(describing: rendering))")
  }

  @Test("the lesson's view draws again after every change, because it tracks again each time")
  func tracksEveryChange() async {
    #expect(await Self.shownAfterEachEvent(.mvvmObservation) == ["0", "0", "3", "6", "0"])
  }

  /// The mistake on purpose: tracking fires once, so a view that does not draw (and so track)
  /// again shows the first change and no other. Every shared case still passes (a case is one
  /// change after a token edit that leaves `0` as it is); the suite's multi-edit test and the
  /// several-observers rule catch it.
  @Test("a view that tracks only once shows the first change and no other, and a rule says so")
  func trackingOnceIsCaught() async throws {
    let wrong = Architecture.trackingOnce
    #expect(await Self.shownAfterEachEvent(wrong) == ["0", "0", "3", "3", "3"])
    let cases = try CalculatorCase.builtIn()
    for example in cases.prefix(10) {
      #expect(await example.run(through: wrong) == example.expected, "\(example.name)")
    }
    let reports = await ShapeCheck.run([wrong])
    let failed = reports.filter { $0.shape.screen == .calculator }.flatMap(\.results).filter(\.failed)
    #expect(failed.map(\.rule.name) == ["the binding serves several observers"])
    #expect(failed.first?.message.contains("the screen's own view stopped changing") == true)
  }

  /// `Observations` (Swift 6.2) serves an observer outside any view: a `Task` that iterates
  /// it is the observation, and cancelling the task ends it. It is available from macOS 26
  /// and iOS 26 on Apple platforms, and in this toolchain everywhere else.
  @Test("an observer outside the view, through Observations, ends on the latest value")
  func observationsOutsideTheView() async {
    guard #available(macOS 26, iOS 26, *) else { return }
    let viewModel = CalculatorViewModel(model: SumModel())
    var values = Observations { viewModel.resultText }.makeAsyncIterator()
    let current = await values.next()
    #expect(current == "0", "the current value first")
    viewModel.tokenChanged(",")
    viewModel.inputChanged("1,2")
    viewModel.inputChanged("1,2,3")
    // Changes in one turn of the main actor come as one value: the latest.
    let latest = await values.next()
    #expect(latest == "6")
  }

  @Test("a view and an outside observer follow the same view model, and both end on the latest value")
  func severalObservers() async {
    guard #available(macOS 26, iOS 26, *) else { return }
    let screen = ObservationDrivenCalculatorView.make(model: SumModel(), trace: nil)
    let viewModel = screen.viewModel
    let watcher = Task { @MainActor () -> String? in
      for await text in Observations({ viewModel.resultText }) where text == "6" { return text }
      return nil
    }
    screen.editToken(",")
    screen.editInput("1,2,3")
    await screen.settled()
    #expect(screen.resultText == "6")
    let watched = await watcher.value
    #expect(watched == "6")
  }

  /// The older of two overlapping loads answers last: its rows must not replace the newer ones.
  @Test("of two overlapping loads, the latest one's outcome is shown, whichever answers last")
  func overlappingLoads() async {
    let ada = Player(firstName: "Ada", lastName: "Lovelace", score: 98)
    let ben = Player(firstName: "Ben", lastName: "", score: 41)
    let service = GatedScoreService()
    let viewModel = ScoreListViewModel(service: service)
    let first = Task { await viewModel.load() }
    await service.waitForCalls(1)
    let second = Task { await viewModel.load() }
    await service.waitForCalls(2)
    service.answer(1, with: .success([ben]))
    await second.value
    service.answer(0, with: .success([ada]))
    await first.value
    #expect(viewModel.state == .rows([PlayerRowViewModel(ben)]))

    let third = Task { await viewModel.load() }
    await service.waitForCalls(3)
    let fourth = Task { await viewModel.load() }
    await service.waitForCalls(4)
    service.answer(3, with: .success([ada]))
    await fourth.value
    service.answer(2, with: .failure(RosterError.unreadable(source: nil, reason: "too late")))
    await third.value
    #expect(viewModel.state == .rows([PlayerRowViewModel(ada)]), "a late failure is dropped too")
  }
}

extension Architecture {
  /// The Observation lesson, with a calculator view that tracks only once.
  static let trackingOnce = Architecture(
    name: "tracking-once", summary: "a deliberate mistake", pattern: .mvvm,
    roles: Architecture.mvvmObservation.roles + [.objects(of: TrackingOnceScreen.self, are: .view)],
    calculator: { model, _ in TrackingOnceScreen(model: model) },
    scoreList: { Architecture.mvvmObservation.makeScoreListScreen(service: $0, trace: $1) })
}

/// The mistake: the view draws inside `withObservationTracking` once, and on change only
/// schedules a redraw that reads the view model outside any tracking.
@MainActor
final class TrackingOnceScreen: CalculatorScreen {
  private let viewModel: CalculatorViewModel
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = CalculatorViewModel(model: model)
    resultText = withObservationTracking {
      viewModel.resultText
    } onChange: { [weak self] in
      Task { @MainActor in self?.redraw() }
    }
  }

  private func redraw() {
    resultText = viewModel.resultText
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
}

extension TrackingOnceScreen: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }
}
