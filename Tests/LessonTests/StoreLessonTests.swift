import CalculatorModel
import CalculatorStore
import ScoreBoard
import Testing

/// The store, tested through its views as every lesson's suite tests a screen, over the same
/// doubles: the store takes the actions, and the view reads the state. What a store makes
/// routine, the reducer tested as a function and the store exhaustively, action by action, is
/// in ``StoreReducerTests``.
@Suite(
  "Store: a screen tested through the store's actions and the state it reads", .tags(.store),
  .timeLimit(.minutes(1)))
@MainActor
struct StoreLessonTests {
  @Test("an edit shows what the Model answers")
  func editShowsTheModelsAnswer() {
    let view = CalculatorComposition.compose(model: StubModel(answers: ["1,2": 42]))
    let resultText = StoreRecorder(view.store) { $0.resultText }

    view.editToken(",")
    view.editInput("1,2")

    #expect(view.resultText == "42")
    #expect(resultText.values == ["0", "42"], "the token's edit left 0 as it was: no subscriber is told")
    #expect(view.store.state == CalculatorState(token: ",", input: "1,2", resultText: "42"))
  }

  @Test("a load shows the rows, the empty list, or why it failed", arguments: LoadCase.all)
  func loadShows(_ load: LoadCase) async {
    let view = ScoreListComposition.compose(service: StubService(load.answer))

    await view.screenOpened()

    #expect(view.drawn.map(\.shown) == [.loading, load.shown])
  }

  @Test("two loads overlap and the first answers last: the screen ends on the latest")
  func latestLoadWins() async {
    let service = GatedService()
    let store = Store(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))
    let content = StoreRecorder(store) { $0.content }

    let first = store.send(.screenOpened)
    await service.waitForCalls(1)
    let second = store.send(.screenOpened)
    await service.waitForCalls(2)
    service.answer(2, with: .success([.grace]))
    service.answer(1, with: .success([.ada]))
    // Both answers have come back as actions and been reduced: the first one last.
    await second.finish()
    await first.finish()

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(content.values.map(\.shown) == [.loading, .rows(["Grace Hopper · Intermediate"])])
  }

  @Test("the screen goes away while loading: the load is cancelled, and nothing reaches the view")
  func screenGoesAwayWhileLoading() async {
    let service = GatedService()
    var view: HeadlessScoreListView? = ScoreListComposition.compose(service: service)
    let content = view.map { StoreRecorder($0.store) { $0.content } }
    // The task a SwiftUI `.task` runs the opening in: it holds the store only.
    let loading = Task { [store = view?.store] in await store?.send(.screenOpened, while: \.isLoading) }
    await service.waitForCalls(1)
    weak let viewLetGo = view
    weak let storeLetGo = view?.store

    await confirmation("nothing reaches the view", expectedCount: 0) { reached in
      content?.onValue = { reached() }
      // The view goes: its owner lets it go, and its task is cancelled.
      view = nil
      loading.cancel()
      await loading.value
      service.answer(1, with: .success([.ada]))
    }

    #expect(viewLetGo == nil)
    #expect(storeLetGo == nil)
    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
  }

  @Test("a refresh replaces the load, then its caller gives up: the screen does not stay loading")
  func abandonedRefresh() async throws {
    let service = GatedService()
    let view = ScoreListComposition.compose(service: service)
    let opening = Task { await view.screenOpened() }
    await service.waitForCalls(1)

    let refresh = Task { await view.screenOpened() }
    await service.waitForCalls(2)
    refresh.cancel()
    await refresh.value
    service.answer(2, with: .success([.ada]))
    await opening.value

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
    #expect(try service.outcome(of: 2) == [.ada])
    #expect(view.drawn.map(\.shown) == [.loading, .rows(["Ada Lovelace · Expert"])])
  }

  @Test("nothing outlives the screen")
  func nothingOutlivesTheScreen() async {
    await expectFreed {
      let calculator = CalculatorComposition.compose(model: SumModel())
      calculator.editInput("1")
      let list = ScoreListComposition.compose(service: StubService(.success([.ada])))
      await list.screenOpened()
      return [calculator, calculator.store, list, list.store]
    }
  }
}

extension Tag {
  /// The store lesson's suite.
  @Tag static var store: Self
}

/// The store's stand-in for a view: it subscribes to one part of the state, as a view does,
/// and keeps every value it was told, in order.
@MainActor
final class StoreRecorder<Value: Equatable> {
  private(set) var values: [Value] = []
  /// Called whenever the store tells this recorder of a value, once set.
  var onValue: (() -> Void)?
  private var subscription: StoreSubscription?

  init<State, Action>(_ store: Store<State, Action>, reading shown: @escaping (State) -> Value) {
    subscription = store.subscribe(to: shown) { [weak self] value in
      self?.values.append(value)
      self?.onValue?()
    }
  }
}

extension ScoreListContent {
  /// This content, as the suites compare it.
  var shown: Shown {
    switch self {
    case .loading: .loading
    case .rows(let rows): .rows(rows.map { "\($0.name) · \($0.level)" })
    case .empty: .empty
    case .failed(let message): .failed(message)
    }
  }
}
