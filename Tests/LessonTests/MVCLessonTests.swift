import CalculatorMVC
import CalculatorModel
import ScoreBoard
import Testing

/// MVC, tested as a view controller is: the controller owns its view, so every test builds a
/// spy view that plays UIKit's part (a table that asks its data source for rows) and reads
/// what the controller made it show.
@Suite("MVC: a controller, tested through the view it owns", .tags(.mvc), .timeLimit(.minutes(1)))
@MainActor
struct MVCLessonTests {
  @Test("an edit shows what the Model answers")
  func editShowsTheModelsAnswer() {
    let view = MVCCalculatorViewSpy()
    let controller = CalculatorController(view: view, model: StubModel(answers: ["1,2": 42]))
    controller.viewDidLoad()

    view.tokenFieldChanged(",")
    view.inputFieldChanged("1,2")

    #expect(view.resultTexts == ["0", "0", "42"])
  }

  @Test(
    "a load shows the rows, the empty list, or why it failed, in the words this layer gives",
    arguments: LoadCase.all)
  func loadShows(_ load: LoadCase) async {
    let view = MVCScoreListViewSpy()
    let controller = ScoreListController(view: view, service: StubService(load.answer))
    controller.viewDidLoad()

    await controller.load()

    #expect(view.shown == [.loading, load.shown])
  }

  @Test("two loads overlap and the first answers last: the screen ends on the latest")
  func latestLoadWins() async {
    let service = GatedService()
    let view = MVCScoreListViewSpy()
    let controller = ScoreListController(view: view, service: service)
    controller.viewDidLoad()

    let first = Task { await controller.load() }
    await service.waitForCalls(1)
    let second = Task { await controller.load() }
    await service.waitForCalls(2)
    service.answer(2, with: .success([.grace]))
    service.answer(1, with: .success([.ada]))
    await first.value
    await second.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(view.shown == [.loading, .loading, .rows(["Grace Hopper · Intermediate"])])
  }

  @Test("the screen goes away while loading: the load is cancelled, and nothing reaches the view")
  func screenGoesAwayWhileLoading() async {
    let service = GatedService()
    var view: MVCScoreListViewSpy? = MVCScoreListViewSpy()
    var controller: ScoreListController? = view.map { ScoreListController(view: $0, service: service) }
    controller?.viewDidLoad()
    controller?.startLoading()
    await service.waitForCalls(1)
    weak let controllerLetGo = controller
    weak let viewLetGo = view

    await confirmation("nothing reaches the view", expectedCount: 0) { reached in
      view?.onShow = { reached() }
      view = nil
      controller = nil
      service.answer(1, with: .success([.ada]))
    }

    #expect(controllerLetGo == nil)
    #expect(viewLetGo == nil)
    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
  }

  @Test("a refresh replaces the load, then its caller gives up: the screen does not stay loading")
  func abandonedRefresh() async throws {
    let service = GatedService()
    let view = MVCScoreListViewSpy()
    let controller = ScoreListController(view: view, service: service)
    controller.viewDidLoad()
    let opening = Task { await controller.load() }
    await service.waitForCalls(1)

    let refresh = Task { await controller.load() }
    await service.waitForCalls(2)
    refresh.cancel()
    await refresh.value
    service.answer(2, with: .success([.ada]))
    await opening.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(try service.outcome(of: 2) == [.ada])
    #expect(view.shown.last == .rows(["Ada Lovelace · Expert"]))
  }

  @Test("nothing outlives the screen")
  func nothingOutlivesTheScreen() async {
    await expectFreed {
      let calculatorView = MVCCalculatorViewSpy()
      let calculator = CalculatorController(view: calculatorView, model: SumModel())
      calculator.viewDidLoad()
      calculatorView.inputFieldChanged("1")
      let listView = MVCScoreListViewSpy()
      let list = ScoreListController(view: listView, service: StubService(.success([.ada])))
      list.viewDidLoad()
      await list.load()
      return [calculator, calculatorView, list, listView]
    }
  }
}
