import CalculatorModel
import CalculatorStore
import ScoreBoard
import Testing

/// What only a store allows: the reducer tested as a function (a state and an action in, the
/// next state and an effect out, with no store and no waiting), an effect by running it and
/// reading the action it answers, and the store by the actions it receives. The behaviours
/// every lesson's suite tests are in ``StoreLessonTests``.
@Suite(
  "Store: the reducer as a function, an effect by its answer, the store by its actions",
  .tags(.store), .timeLimit(.minutes(1)))
@MainActor
struct StoreReducerTests {
  @Test("the reducer: an edit stores the field, and the result is the Model's sum, with no effect")
  func reducerComputesTheSum() {
    let reducer = CalculatorReducer(model: StubModel(answers: ["1,2": 42]))
    var state = CalculatorState(token: ",", resultText: "0")

    let effect = reducer.reduce(&state, .inputChanged("1,2"))

    #expect(state == CalculatorState(token: ",", input: "1,2", resultText: "42"))
    #expect(effect.id == nil)
  }

  @Test("the reducer: an edit of the token sums the input as the state keeps it")
  func reducerSumsTheKeptInput() {
    let reducer = CalculatorReducer(model: SumModel())
    var state = CalculatorState(input: "1;2", resultText: "0")

    _ = reducer.reduce(&state, .tokenChanged(";"))

    #expect(state == CalculatorState(token: ";", input: "1;2", resultText: "3"))
  }

  @Test("the reducer: opening the screen shows loading, numbers the request, and asks for an effect")
  func reducerOpensTheScreen() {
    let reducer = ScoreListReducer(service: StubService(.success([])))
    var state = ScoreListState(content: .rows([]), requestsMade: 4)

    let effect = reducer.reduce(&state, .screenOpened)

    #expect(state == ScoreListState(content: .loading, awaitedRequest: 5, requestsMade: 5))
    #expect(effect.id != nil)
  }

  @Test("the reducer: the answer to a replaced request changes nothing, the awaited one shows")
  func reducerDropsTheLateAnswer() {
    let reducer = ScoreListReducer(service: StubService(.success([])))
    let waiting = ScoreListState(content: .loading, awaitedRequest: 2, requestsMade: 2)
    var state = waiting

    _ = reducer.reduce(&state, .playersLoaded(request: 1, .success([.ada])))
    let late = state
    _ = reducer.reduce(&state, .playersLoaded(request: 1, .failure(.cancelled)))
    let cancelled = state
    _ = reducer.reduce(&state, .playersLoaded(request: 2, .success([.grace])))

    #expect(late == waiting)
    #expect(cancelled == waiting)
    #expect(
      state
        == ScoreListState(
          content: .rows([PlayerRow(name: "Grace Hopper", level: "Intermediate")]), requestsMade: 2))
  }

  @Test("the reducer: a failure shows the error in words, its source first")
  func reducerWordsTheError() {
    let reducer = ScoreListReducer(service: StubService(.success([])))
    var state = ScoreListState(content: .loading, awaitedRequest: 1, requestsMade: 1)
    let error = RosterError.unreadable(source: "roster.json", reason: "no such file")

    _ = reducer.reduce(&state, .playersLoaded(request: 1, .failure(error)))

    #expect(state.content == .failed("roster.json: no such file"))
  }

  @Test("the reducer: a newer load's effect has the id of the one in flight, so the store cancels that one")
  func reducerNamesTheLoadToCancel() {
    let reducer = ScoreListReducer(service: StubService(.success([])))
    var state = reducer.initialState

    let first = reducer.reduce(&state, .screenOpened)
    let second = reducer.reduce(&state, .screenOpened)

    #expect(first.id != nil)
    #expect(first.id == second.id)
  }

  @Test("an effect: the load asks the service, and answers with the players and the request's number")
  func effectAnswersWithItsRequest() async {
    let reducer = ScoreListReducer(service: StubService(.success([.ada])))
    var state = ScoreListState(requestsMade: 6)

    let answer = await reducer.reduce(&state, .screenOpened).answer()

    #expect(answer == .playersLoaded(request: 7, .success([.ada])))
  }

  @Test(
    "a subscriber that sends as it is told: every subscriber hears the states in order, and ends on the latest"
  )
  func subscriberSendsAsItIsTold() {
    let store = Store(reducer: CalculatorReducer(model: SumModel()))
    let editor = store.subscribe(to: \.resultText) { [weak store] text in
      if text == "3" { store?.send(.inputChanged("4;5")) }
    }
    let resultText = StoreRecorder(store) { $0.resultText }

    store.send(.tokenChanged(";"))
    store.send(.inputChanged("1;2"))

    #expect(resultText.values == ["0", "3", "9"])
    #expect(store.state.resultText == "9")
    editor.cancel()
  }

  @Test("send an action, then the store receives its effect's answer")
  func storeReceivesTheEffectsAnswer() async {
    let store = Store(reducer: ScoreListReducer(service: StubService(.success([.ada]))))

    let opening = store.send(.screenOpened)
    let sent = store.state
    await opening.finish()

    #expect(sent == ScoreListState(content: .loading, awaitedRequest: 1, requestsMade: 1))
    #expect(
      store.state
        == ScoreListState(content: .rows([PlayerRow(name: "Ada Lovelace", level: "Expert")]), requestsMade: 1)
    )
  }

  @Test(
    "the store's action log, replayed through its reducer, gives its state, while a load is in flight too")
  func actionLogReplaysToTheState() async {
    let store = Store(reducer: ScoreListReducer(service: StubService(.success([.ada]))))
    func replayed() -> ScoreListState {
      var state = store.reducer.initialState
      for action in store.actionLog { _ = store.reducer.reduce(&state, action) }
      return state
    }

    await store.send(.screenOpened).finish()
    let refresh = store.send(.screenOpened)
    let inFlight = (replayed: replayed(), state: store.state)
    await refresh.finish()

    #expect(inFlight.replayed == inFlight.state)
    #expect(store.actionLog.count == 4, "two openings, and the answer to each")
    #expect(replayed() == store.state)
  }

  @Test(
    "the screen is let go while loading, and nothing is cancelled: it is freed at once, and its load cancelled"
  )
  func screenLetGoWhileLoading() async {
    let service = GatedService()
    var view: HeadlessScoreListView? = ScoreListComposition.compose(service: service)
    let content = view.map { StoreRecorder($0.store) { $0.content } }
    view?.appear()
    await service.waitForCalls(1)
    weak let viewLetGo = view
    weak let storeLetGo = view?.store

    await confirmation("nothing reaches the view", expectedCount: 0) { reached in
      content?.onValue = { reached() }
      view = nil
      service.answer(1, with: .success([.ada]))
    }

    #expect(viewLetGo == nil)
    #expect(storeLetGo == nil)
    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
  }

  @Test("a subscriber cancelled by one told before it, in the same turn, is not told that state")
  func subscriberCancelledInTheTurnIsNotTold() {
    let store = Store(reducer: CalculatorReducer(model: SumModel()))
    var heard: [String] = []
    var later: StoreSubscription?
    let canceller = store.subscribe(to: \.resultText) { text in
      if text == "3" { later?.cancel() }
    }
    later = store.subscribe(to: \.resultText) { heard.append($0) }

    store.send(.tokenChanged(";"))
    store.send(.inputChanged("1;2"))

    #expect(heard == ["0"], "a subscriber cancelled while the store told the others was told all the same")
    canceller.cancel()
  }

  @Test("a subscription let go stops its subscriber, as one cancelled does")
  func subscriptionLetGoStopsItsSubscriber() {
    let store = Store(reducer: CalculatorReducer(model: SumModel()))
    var heard: [String] = []
    var subscription: StoreSubscription? = store.subscribe(to: \.resultText) { heard.append($0) }

    store.send(.inputChanged("1"))
    #expect(subscription != nil)
    subscription = nil
    store.send(.inputChanged("2"))

    #expect(heard == ["0", "1"], "a subscription let go still told its subscriber")
  }

  @Test("an effect cancels only the one in flight with its own id: another id of the same type runs on")
  func effectsOfAnotherIDRunOn() async {
    let store = Store(reducer: NumberedEffects())

    let first = store.send(.start(1))
    let second = store.send(.start(2))
    await first.finish()
    await second.finish()

    #expect(store.state == [1: false, 2: false], "true: that effect was cancelled by the other")
  }

  @Test("a caller whose state is settled as it sends returns at once, though another caller still waits")
  func settledCallerDoesNotWaitBehindAnother() async {
    let service = GatedService()
    let store = Store(reducer: ScoreListReducer(service: service))
    let opening = Task { await store.send(.screenOpened, while: \.isLoading) }
    await service.waitForCalls(1)

    var returned = false
    let sender = Task {
      await store.send(.screenOpened) { _ in false }
      returned = true
    }
    // A hundred turns of the main actor: the sender needs one, and waits for no answer.
    for _ in 0..<100 where !returned { await Task.yield() }

    #expect(returned, "a caller that waits for nothing waited behind the other caller's wait")
    await service.waitForCalls(2)
    service.answer(2, with: .success([]))
    await opening.value
    await sender.value
  }

  @Test("the store let go once a replaced load has answered still cancels the load that replaced it")
  func storeLetGoCancelsTheNewerLoad() async {
    let service = GatedService()
    var store: Store<ScoreListReducer>? = Store(reducer: ScoreListReducer(service: service))
    let first = store?.send(.screenOpened)
    await service.waitForCalls(1)
    store?.send(.screenOpened)
    await service.waitForCalls(2)
    // The first load, cancelled by the second, has answered and been reduced.
    await first?.finish()
    weak let storeLetGo = store

    store = nil

    #expect(storeLetGo == nil)
    #expect(throws: RosterError.cancelled, "the newer load went on once its store was gone") {
      try service.outcome(of: 2)
    }
    service.answer(2, with: .success([]))
  }
}

/// Starts an effect per number, each under that number as its id, and keeps whether each
/// found itself cancelled once it ran: the ids are all of one type, and differ only in value.
private struct NumberedEffects: Reducer {
  enum Action: Sendable {
    case start(Int)
    case ran(Int, cancelled: Bool)
  }

  var initialState: [Int: Bool] { [:] }

  func reduce(_ state: inout [Int: Bool], _ action: Action) -> Effect<Action> {
    switch action {
    case .start(let number):
      return .run(id: number) { .ran(number, cancelled: Task.isCancelled) }
    case .ran(let number, let cancelled):
      state[number] = cancelled
      return .none
    }
  }
}
