import CalculatorModel
import CalculatorObservation
import ScoreBoard
import Testing

/// MVVM with Observation, tested as an `@Observable` view model is: inputs in, outputs read as
/// plain properties. No view and no binding to record: a recorder only counts what
/// Observation told a view, and an equal value tells no one.
@Suite(
  "Observation: an @Observable view model, tested by reading its outputs", .tags(.observation),
  .timeLimit(.minutes(1)))
@MainActor
struct ObservationLessonTests {
  @Test("an edit shows what the Model answers")
  func editShowsTheModelsAnswer() {
    let viewModel = CalculatorViewModel(model: StubModel(answers: ["1,2": 42]))
    let observer = ObservationRecorder(viewModel) { _ = $0.outputs.resultText }

    viewModel.inputs.tokenChanged(",")
    viewModel.inputs.inputChanged("1,2")

    #expect(viewModel.outputs.resultText == "42")
    #expect(observer.changes == 1, "the token's edit left 0 as it was: no view is told of an equal value")
  }

  @Test(
    "a load shows the rows, the empty list, or why it failed, in the words this layer gives",
    arguments: LoadCase.all)
  func loadShows(_ load: LoadCase) async {
    let viewModel = ScoreListViewModel(service: StubService(load.answer))

    await viewModel.inputs.load()

    #expect(viewModel.outputs.state.shown == load.shown)
  }

  @Test("two loads overlap and the first answers last: the screen ends on the latest")
  func latestLoadWins() async {
    let service = GatedService()
    let viewModel = ScoreListViewModel(service: service)

    let first = Task { await viewModel.inputs.load() }
    await service.waitForCalls(1)
    let second = Task { await viewModel.inputs.load() }
    await service.waitForCalls(2)
    service.answer(2, with: .success([.grace]))
    service.answer(1, with: .success([.ada]))
    await first.value
    await second.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(viewModel.outputs.state.shown == .rows(["Grace Hopper · Intermediate"]))
  }

  @Test("the screen goes away while loading: the load is cancelled, and nothing reaches the view")
  func screenGoesAwayWhileLoading() async {
    let service = GatedService()
    var viewModel: ScoreListViewModel? = ScoreListViewModel(service: service)
    let observer = viewModel.map { ObservationRecorder($0) { _ = $0.outputs.state } }
    // The task a bound view starts when the screen appears: it holds the view model only.
    let loading = Task { [viewModel] in await viewModel?.inputs.load() }
    await service.waitForCalls(1)
    weak let viewModelLetGo = viewModel

    await confirmation("nothing reaches the view", expectedCount: 0) { reached in
      observer?.onChange = { reached() }
      // The view goes: it lets go of its view model, and cancels its task.
      viewModel = nil
      loading.cancel()
      await loading.value
      service.answer(1, with: .success([.ada]))
    }

    #expect(viewModelLetGo == nil)
    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
  }

  @Test("a refresh replaces the load, then its caller gives up: the screen does not stay loading")
  func abandonedRefresh() async throws {
    let service = GatedService()
    let viewModel = ScoreListViewModel(service: service)
    let opening = Task { await viewModel.inputs.load() }
    await service.waitForCalls(1)

    let refresh = Task { await viewModel.inputs.load() }
    await service.waitForCalls(2)
    refresh.cancel()
    await refresh.value
    service.answer(2, with: .success([.ada]))
    await opening.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(try service.outcome(of: 2) == [.ada])
    #expect(viewModel.outputs.state.shown == .rows(["Ada Lovelace · Expert"]))
  }

  @Test("nothing outlives the screen")
  func nothingOutlivesTheScreen() async {
    await expectFreed {
      let calculator = CalculatorViewModel(model: SumModel())
      let resultText = ObservationRecorder(calculator) { _ = $0.outputs.resultText }
      calculator.inputs.inputChanged("1")
      let list = ScoreListViewModel(service: StubService(.success([.ada])))
      let state = ObservationRecorder(list) { _ = $0.outputs.state }
      await list.inputs.load()
      return [calculator, resultText, list, state]
    }
  }
}
