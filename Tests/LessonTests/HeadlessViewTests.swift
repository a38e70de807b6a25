import CalculatorMVC
import CalculatorMVP
import CalculatorMVVM
import CalculatorModel
import CalculatorObservation
import CalculatorStore
import ScoreBoard
import Testing

/// Each lesson's headless views, wired by the lesson's own compositions, as an app wires its
/// screens: the view reports an edit and shows the Model's answer, and a refresh shows what
/// the service answered, each in the lesson's own types.
@Suite("The lessons' headless views, wired by their compositions", .timeLimit(.minutes(1)))
@MainActor
struct HeadlessViewTests {
  @Test("MVC: the view reports an edit to the controller the composition built, and shows its answer")
  func mvcCalculator() {
    let view = CalculatorMVC.HeadlessCalculatorView()
    let controller = CalculatorMVC.CalculatorComposition.compose(
      view: view, model: StubModel(answers: ["1,2": 42]))

    view.editToken(",")
    view.editInput("1,2")

    #expect(view.resultText == "42")
    #expect(view.delegate === controller)
  }

  @Test(
    "MVC: the table shows the cells its data source hands it, or why the load failed", arguments: LoadCase.all
  )
  func mvcScoreList(_ load: LoadCase) async {
    let view = CalculatorMVC.HeadlessScoreListView()
    let controller = CalculatorMVC.ScoreListComposition.compose(view: view, service: StubService(load.answer))

    await controller.load()

    let rows = view.cells.map { "\($0.text) · \($0.detailText)" }
    #expect(!view.isLoading)
    #expect(view.errorMessage.map(Shown.failed) ?? (rows.isEmpty ? .empty : .rows(rows)) == load.shown)
  }

  @Test("MVP: the view forwards an edit to the presenter the composition built, and displays its answer")
  func mvpCalculator() {
    let view = CalculatorMVP.CalculatorComposition.compose(model: StubModel(answers: ["1,2": 42])) {
      CalculatorMVP.HeadlessCalculatorView(presenter: $0)
    }

    view.editToken(",")
    view.editInput("1,2")

    #expect(view.resultText == "42")
  }

  @Test("MVP: a refresh displays the rows, the empty list, or why it failed", arguments: LoadCase.all)
  func mvpScoreList(_ load: LoadCase) async {
    let view = CalculatorMVP.ScoreListComposition.compose(service: StubService(load.answer)) {
      CalculatorMVP.HeadlessScoreListView(presenter: $0)
    }

    await view.refresh().value

    let rows = view.rows.map { "\($0.name) · \($0.level)" }
    #expect(!view.isLoading)
    #expect(view.errorMessage.map(Shown.failed) ?? (rows.isEmpty ? .empty : .rows(rows)) == load.shown)
  }

  @Test("MVVM: the view sends an edit to the view model it is bound to, and shows its output")
  func mvvmCalculator() {
    let view = CalculatorMVVM.CalculatorComposition.compose(model: StubModel(answers: ["1,2": 42])) {
      CalculatorMVVM.HeadlessCalculatorView(viewModel: $0)
    }

    view.editToken(",")
    view.editInput("1,2")

    #expect(view.resultText == "42")
  }

  @Test("MVVM: a refresh renders the rows, the empty list, or why it failed", arguments: LoadCase.all)
  func mvvmScoreList(_ load: LoadCase) async {
    let view = CalculatorMVVM.ScoreListComposition.compose(service: StubService(load.answer)) {
      CalculatorMVVM.HeadlessScoreListView(viewModel: $0)
    }

    await view.refresh().value

    #expect(view.state?.shown == load.shown)
  }

  @Test("Observation: the view sends an edit to its view model, and draws its output on a later turn")
  func observationCalculator() async {
    let view = CalculatorObservation.CalculatorComposition.compose(model: StubModel(answers: ["1,2": 42])) {
      CalculatorObservation.HeadlessCalculatorView(viewModel: $0)
    }

    #expect(view.resultText == "0", "binding draws at once")
    view.editToken(",")
    view.editInput("1,2")
    await turns { view.resultText == "42" }

    #expect(view.resultText == "42")
  }

  @Test("Observation: a refresh draws the rows, the empty list, or why it failed", arguments: LoadCase.all)
  func observationScoreList(_ load: LoadCase) async {
    let view = CalculatorObservation.ScoreListComposition.compose(service: StubService(load.answer)) {
      CalculatorObservation.HeadlessScoreListView(viewModel: $0)
    }

    await view.refresh().value
    await turns { view.state?.shown == load.shown }

    #expect(view.state?.shown == load.shown)
  }

  @Test(
    "Observation: a specialised view can tell a redraw from a direct call: the rendering says when it draws")
  func observationRenderingSaysWhenItDraws() async {
    let view = CalculatorObservation.CalculatorComposition.compose(model: StubModel(answers: ["1,2": 42])) {
      DrawingWatcher(viewModel: $0)
    }

    view.editInput("1,2")
    await turns { view.resultText == "42" }
    view.showResultText("9")

    #expect(view.drawing == [false, true, false], "the first drawing comes before the rendering is kept")
    #expect(view.rendering?.isDrawing == false)
  }

  @Test("a pull to refresh that nobody cancels lets its screen go at once, and the load goes with it")
  func refreshNobodyCancels() async {
    await expectLetGoWhileRefreshing("MVC") { service in
      let table = CalculatorMVC.HeadlessScoreListView()
      let controller = CalculatorMVC.ScoreListComposition.compose(view: table, service: service)
      return ([controller, table], controller.refresh())
    }
    await expectLetGoWhileRefreshing("MVP") { service in
      let view = CalculatorMVP.ScoreListComposition.compose(service: service) {
        CalculatorMVP.HeadlessScoreListView(presenter: $0)
      }
      return ([view, view.presenter], view.refresh())
    }
    await expectLetGoWhileRefreshing("MVVM") { service in
      let view = CalculatorMVVM.ScoreListComposition.compose(service: service) {
        CalculatorMVVM.HeadlessScoreListView(viewModel: $0)
      }
      return ([view, view.viewModel], view.refresh())
    }
    await expectLetGoWhileRefreshing("Store") { service in
      let view = CalculatorStore.ScoreListComposition.compose(service: service) {
        CalculatorStore.HeadlessScoreListView(store: $0)
      }
      return ([view, view.store], view.refresh())
    }
    await expectLetGoWhileRefreshing("Observation") { service in
      let view = CalculatorObservation.ScoreListComposition.compose(service: service) {
        CalculatorObservation.HeadlessScoreListView(viewModel: $0)
      }
      return ([view, view.viewModel], view.refresh())
    }
  }

  /// A UIKit pull to refresh whose task nobody cancels: the refresh control awaits what the
  /// screen's `refresh()` hands it, and the screen's owner lets it go while the service has not
  /// answered. The screen's entry point (the first object `open` makes) must be freed at once,
  /// the load cancelled, and the refresh's wait end, and then every object freed.
  private func expectLetGoWhileRefreshing(
    _ lesson: String, _ open: (GatedService) -> (objects: [AnyObject], refreshing: Task<Void, Never>)
  ) async {
    let service = GatedService()
    var (objects, refreshing) = open(service)
    await service.waitForCalls(1)
    let watched = objects.map { WeakReference(object: $0) }
    objects = []
    guard watched.first?.object == nil else {
      Issue.record("\(lesson): the refresh's task keeps the screen alive")
      // The service answers, so that the refresh ends instead of waiting for ever.
      service.answer(1, with: .success([]))
      await refreshing.value
      return
    }
    await refreshing.value
    #expect(
      watched.allSatisfy { $0.object == nil },
      "\(lesson): \(watched.compactMap(\.object).map { type(of: $0) }) outlived the refresh")
    #expect(throws: RosterError.cancelled, "\(lesson): the load went on") { try service.outcome(of: 1) }
  }

  /// Gives the main actor turns until `isDrawn`, or a hundred of them: an Observation view
  /// draws a change on a later turn, as an app's does.
  private func turns(until isDrawn: () -> Bool) async {
    for _ in 0..<100 where !isDrawn() { await Task.yield() }
  }
}

/// The Observation lesson's headless view, specialised as an app or a test may: it notes, at
/// each text it is handed, whether its rendering was drawing then.
@MainActor
private final class DrawingWatcher: CalculatorObservation.HeadlessCalculatorView {
  private(set) var drawing: [Bool] = []

  override func showResultText(_ text: String) {
    drawing.append(rendering?.isDrawing ?? false)
    super.showResultText(text)
  }
}

/// A reference that does not keep its object alive.
private struct WeakReference {
  weak var object: AnyObject?
}
