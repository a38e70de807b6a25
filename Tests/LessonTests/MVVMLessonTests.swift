import CalculatorMVVM
import CalculatorModel
import ScoreBoard
import Testing

/// MVVM, tested as a view model is: inputs in, outputs recorded. No view at all: a recorder
/// binds to an output as a view would, and keeps every value it sent, in order.
@Suite("MVVM: a view model, tested by recording its outputs", .tags(.mvvm), .timeLimit(.minutes(1)))
@MainActor
struct MVVMLessonTests {
  @Test("an edit shows what the Model answers")
  func editShowsTheModelsAnswer() {
    let viewModel = CalculatorViewModel(model: StubModel(answers: ["1,2": 42]))
    let resultText = OutputRecorder(viewModel.outputs.resultText)

    viewModel.inputs.tokenChanged(",")
    viewModel.inputs.inputChanged("1,2")

    #expect(resultText.values == ["0", "0", "42"])
  }

  @Test(
    "a load shows the rows, the empty list, or why it failed, in the words this layer gives",
    arguments: LoadCase.all)
  func loadShows(_ load: LoadCase) async {
    let viewModel = ScoreListViewModel(service: StubService(load.answer))
    let state = OutputRecorder(viewModel.outputs.state)

    await viewModel.inputs.load()

    #expect(state.values.map(\.shown) == [.loading, .loading, load.shown])
  }

  @Test("two loads overlap and the first answers last: the screen ends on the latest")
  func latestLoadWins() async {
    let service = GatedService()
    let viewModel = ScoreListViewModel(service: service)
    let state = OutputRecorder(viewModel.outputs.state)

    let first = Task { await viewModel.inputs.load() }
    await service.waitForCalls(1)
    let second = Task { await viewModel.inputs.load() }
    await service.waitForCalls(2)
    service.answer(2, with: .success([.grace]))
    service.answer(1, with: .success([.ada]))
    await first.value
    await second.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(
      state.values.map(\.shown) == [.loading, .loading, .loading, .rows(["Grace Hopper · Intermediate"])])
  }

  @Test("the screen goes away while loading: the load is cancelled, and nothing reaches the view")
  func screenGoesAwayWhileLoading() async {
    let service = GatedService()
    var viewModel: ScoreListViewModel? = ScoreListViewModel(service: service)
    var state = viewModel.map { OutputRecorder($0.outputs.state) }
    // The task a bound view starts when the screen appears: it holds the view model only.
    let loading = Task { [viewModel] in await viewModel?.inputs.load() }
    await service.waitForCalls(1)
    weak let viewModelLetGo = viewModel

    await confirmation("nothing reaches the view", expectedCount: 0) { reached in
      state?.onValue = { reached() }
      // The view goes: it lets go of its view model and its binding, and cancels its task.
      viewModel = nil
      state = nil
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
    let state = OutputRecorder(viewModel.outputs.state)
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
    #expect(state.values.last?.shown == .rows(["Ada Lovelace · Expert"]))
  }

  @Test("nothing outlives the screen")
  func nothingOutlivesTheScreen() async {
    await expectFreed {
      let calculator = CalculatorViewModel(model: SumModel())
      let resultText = OutputRecorder(calculator.outputs.resultText)
      calculator.inputs.inputChanged("1")
      let list = ScoreListViewModel(service: StubService(.success([.ada])))
      let state = OutputRecorder(list.outputs.state)
      await list.inputs.load()
      return [calculator, resultText, list, state]
    }
  }
}
