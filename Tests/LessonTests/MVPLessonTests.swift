import CalculatorMVP
import CalculatorModel
import ScoreBoard
import Testing

/// MVP, tested as a presenter is: the test talks to the presenter and reads a spy that stands
/// in for the passive view. The view holds nothing a test must play; the spy only records.
@Suite("MVP: a presenter, tested through a spy of its passive view", .tags(.mvp), .timeLimit(.minutes(1)))
@MainActor
struct MVPLessonTests {
  @Test("an edit shows what the Model answers")
  func editShowsTheModelsAnswer() {
    let presenter = CalculatorPresenter(model: StubModel(answers: ["1,2": 42]))
    let view = MVPCalculatorViewSpy()
    presenter.attach(view)

    presenter.tokenDidChange(",")
    presenter.inputDidChange("1,2")

    #expect(view.resultTexts == ["0", "0", "42"])
  }

  @Test(
    "a load shows the rows, the empty list, or why it failed, in the words this layer gives",
    arguments: LoadCase.all)
  func loadShows(_ load: LoadCase) async {
    let view = MVPScoreListViewSpy(presenter: ScoreListPresenter(service: StubService(load.answer)))
    view.attachToPresenter()

    await view.presenter.load()

    #expect(view.shown == [.loading, load.shown])
  }

  @Test("two loads overlap and the first answers last: the screen ends on the latest")
  func latestLoadWins() async {
    let service = GatedService()
    let view = MVPScoreListViewSpy(presenter: ScoreListPresenter(service: service))
    view.attachToPresenter()
    let presenter = view.presenter

    let first = Task { await presenter.load() }
    await service.waitForCalls(1)
    let second = Task { await presenter.load() }
    await service.waitForCalls(2)
    service.answer(2, with: .success([.grace]))
    service.answer(1, with: .success([.ada]))
    await first.value
    await second.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(view.shown == [.loading, .loading, .rows(["Grace Hopper · Intermediate"])])
  }

  @Test("the screen goes away while loading: the load is cancelled, and nothing reaches the view")
  func screenGoesAwayWhileLoading() async throws {
    let service = GatedService()
    var view: MVPScoreListViewSpy? = MVPScoreListViewSpy(presenter: ScoreListPresenter(service: service))
    view?.attachToPresenter()
    view?.startLoading()
    await service.waitForCalls(1)
    let loading = try #require(view?.loading)
    weak let presenterLetGo = view?.presenter
    weak let viewLetGo = view

    await confirmation("nothing reaches the view", expectedCount: 0) { reached in
      view?.onShow = { reached() }
      view = nil
      await loading.value
      service.answer(1, with: .success([.ada]))
    }

    #expect(viewLetGo == nil)
    #expect(presenterLetGo == nil)
    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
  }

  @Test("a refresh replaces the load, then its caller gives up: the screen does not stay loading")
  func abandonedRefresh() async throws {
    let service = GatedService()
    let view = MVPScoreListViewSpy(presenter: ScoreListPresenter(service: service))
    view.attachToPresenter()
    view.startLoading()
    await service.waitForCalls(1)
    let opening = try #require(view.loading)

    let refresh = Task { [presenter = view.presenter] in await presenter.load() }
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
      let calculator = CalculatorPresenter(model: SumModel())
      let calculatorView = MVPCalculatorViewSpy()
      calculator.attach(calculatorView)
      calculator.inputDidChange("1")
      let listView = MVPScoreListViewSpy(
        presenter: ScoreListPresenter(service: StubService(.success([.ada]))))
      listView.attachToPresenter()
      await listView.presenter.load()
      return [calculator, calculatorView, listView, listView.presenter]
    }
  }
}
