import CalculatorModel
import CalculatorStore
import ScoreBoard
import Testing

/// What a store makes routine: the reducer tested as a function (a state and an action in, the
/// next state and an effect out, with no store and no waiting), an effect by the actions it
/// sends, and the store exhaustively, with a ``TestStore``: each action sent, each action its
/// effects send back, and the state each makes. The behaviours every lesson's suite tests are
/// in ``StoreLessonTests``.
@Suite(
  "Store: the reducer as a function, an effect by its actions, the store action by action",
  .tags(.store), .timeLimit(.minutes(1)))
@MainActor
struct StoreReducerTests {
  @Test("the reducer: an edit stores the field, and the result is the Model's sum, with no effect")
  func reducerComputesTheSum() {
    let reducer = CalculatorReducer(model: StubModel(answers: ["1,2": 42]))
    var state = CalculatorState(token: ",", resultText: "0")

    let effect = reducer.reduce(&state, .inputChanged("1,2"))

    #expect(state == CalculatorState(token: ",", input: "1,2", resultText: "42"))
    #expect(effect.isNone)
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
    #expect(effect.runID != nil)
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

  @Test(
    "the reducer: a newer load, and the screen closing, name the load in flight, so the store cancels that one"
  )
  func reducerNamesTheLoadToCancel() {
    let reducer = ScoreListReducer(service: StubService(.success([])))
    var state = ScoreListState()

    let first = reducer.reduce(&state, .screenOpened)
    let second = reducer.reduce(&state, .screenOpened)
    let closed = reducer.reduce(&state, .screenClosed)

    #expect(first.runID != nil)
    #expect(first.runID == second.runID)
    #expect(closed.cancelledID == first.runID)
  }

  @Test("the state: the list shows loading before its first load, and says so")
  func firstStateIsLoading() {
    let state = ScoreListState()

    #expect(state.content == .loading)
    #expect(state.isLoading, "a view drawing a spinner from isLoading disagrees with one drawing content")
  }

  @Test("an effect: the load asks the service, and answers with the players and the request's number")
  func effectAnswersWithItsRequest() async {
    let reducer = ScoreListReducer(service: StubService(.success([.ada])))
    var state = ScoreListState(requestsMade: 6)

    let actions = await reducer.reduce(&state, .screenOpened).actions()

    #expect(actions == [.playersLoaded(request: 7, .success([.ada]))])
  }

  @Test("a test store: send an action, then receive its effect's answer, each with the state it makes")
  func testStoreSendsThenReceives() async {
    let store = TestStore(
      initialState: ScoreListState(), reducer: ScoreListReducer(service: StubService(.success([.ada]))))

    await store.send(.screenOpened) {
      $0.awaitedRequest = 1
      $0.requestsMade = 1
    }
    await store.receive(.playersLoaded(request: 1, .success([.ada]))) {
      $0.awaitedRequest = nil
      $0.content = .rows([PlayerRow(name: "Ada Lovelace", level: "Expert")])
    }
    await store.finish()
  }

  @Test("a test store: two loads overlap, and the first answers last: both are received, the second shows")
  func testStoreOverlappingLoads() async {
    let service = GatedService()
    let store = TestStore(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))

    await store.send(.screenOpened) {
      $0.awaitedRequest = 1
      $0.requestsMade = 1
    }
    await service.waitForCalls(1)
    await store.send(.screenOpened) {
      $0.awaitedRequest = 2
      $0.requestsMade = 2
    }
    await service.waitForCalls(2)
    // The first load was cancelled as the second started, and answers so; then the second.
    await store.receive(.playersLoaded(request: 1, .failure(.cancelled)))
    service.answer(2, with: .success([.grace]))
    await store.receive(.playersLoaded(request: 2, .success([.grace]))) {
      $0.awaitedRequest = nil
      $0.content = .rows([PlayerRow(name: "Grace Hopper", level: "Intermediate")])
    }
    await store.finish()
  }

  @Test("cancel by id: the screen closed while loading cancels the load, whose cancelled answer is received")
  func screenClosedCancelsTheLoad() async throws {
    let service = GatedService()
    let store = TestStore(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))

    await store.send(.screenOpened) {
      $0.awaitedRequest = 1
      $0.requestsMade = 1
    }
    await service.waitForCalls(1)
    await store.send(.screenClosed)
    await store.receive(.playersLoaded(request: 1, .failure(.cancelled))) {
      $0.awaitedRequest = nil
      $0.content = .failed("the load was cancelled")
    }
    await store.finish()

    #expect(throws: RosterError.cancelled) { try service.outcome(of: 1) }
  }

  @Test("an effect that sends several actions: each is received, in the order it was sent")
  func effectSendsSeveralActions() async {
    let store = TestStore(initialState: [], reducer: Countdown())

    await store.send(.start(from: 3))
    await store.receive(.tick(2)) { $0 = [2] }
    await store.receive(.tick(1)) { $0 = [2, 1] }
    await store.receive(.tick(0)) { $0 = [2, 1, 0] }
    await store.finish()
  }

  @Test("a test store fails on an action an effect sent that the test did not receive")
  func testStoreFailsOnAnUnreceivedAction() async {
    let store = TestStore(initialState: [], reducer: Countdown())

    await store.send(.start(from: 1))
    await withKnownIssue("the effect's .tick(0) was not received") {
      await store.finish()
    }
  }

  @Test("a test store fails on a state change the test did not assert")
  func testStoreFailsOnAnUnassertedChange() async {
    let store = TestStore(
      initialState: CalculatorState(resultText: "0"), reducer: CalculatorReducer(model: SumModel()))

    await withKnownIssue("the result changed to 12 too") {
      await store.send(.inputChanged("12")) { $0.input = "12" }
    }
    await store.finish()
  }

  @Test("a test store fails on an effect still running when the test ends")
  func testStoreFailsOnARunningEffect() async {
    let service = GatedService()
    let store = TestStore(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))

    await store.send(.screenOpened) {
      $0.awaitedRequest = 1
      $0.requestsMade = 1
    }
    await service.waitForCalls(1)
    await withKnownIssue("the load waits for an answer that never comes") {
      await store.finish(waitingAtMost: 50)
    }
    // The test answers, now that the store has said so, and hears the load's end.
    service.answer(1, with: .success([]))
    await store.receive(.playersLoaded(request: 1, .success([]))) {
      $0.awaitedRequest = nil
      $0.content = .empty
    }
    await store.finish()
  }

  @Test("a store starts at the state it is given, not the reducer's: a screen restored where it was")
  func storeStartsAtTheGivenState() {
    let restored = CalculatorState(token: ";", input: "1;2", resultText: "3")
    let view = CalculatorComposition.compose(
      initialState: restored, reducer: CalculatorReducer(model: SumModel())
    ) {
      HeadlessCalculatorView(store: $0)
    }

    #expect(view.resultText == "3", "the view showed another state than the one it was given")
    view.editInput("1;2;4")

    #expect(view.store.state == CalculatorState(token: ";", input: "1;2;4", resultText: "7"))
  }

  @Test(
    "a store scoped from an app's: each view sends and draws through its slice, and the app's state is one")
  func scopedStores() async {
    let app = Store(
      initialState: AppState(calculator: CalculatorState(resultText: "0"), scoreList: ScoreListState()),
      reducer: AppReducer(
        calculator: CalculatorReducer(model: SumModel()),
        scoreList: ScoreListReducer(service: StubService(.success([.ada])))))
    let calculator = HeadlessCalculatorView(
      store: app.scope(state: \.calculator, action: AppAction.calculator))
    calculator.subscribeToStore()
    let list = HeadlessScoreListView(store: app.scope(state: \.scoreList, action: AppAction.scoreList))
    list.subscribeToStore()
    let sameSlice = StoreRecorder(app.scope(state: \.calculator, action: AppAction.calculator)) {
      $0.resultText
    }

    calculator.editToken(",")
    calculator.editInput("1,2")
    await list.screenOpened()

    #expect(calculator.resultText == "3")
    #expect(sameSlice.values == ["0", "3"], "a second scope of the same slice missed the edit")
    #expect(app.state.calculator == CalculatorState(token: ",", input: "1,2", resultText: "3"))
    #expect(list.drawn.map(\.shown) == [.loading, .rows(["Ada Lovelace · Expert"])])
    #expect(app.state.scoreList.content == list.store.state.content)
  }

  @Test(
    "a subscriber that sends as it is told: every subscriber hears the states in order, and ends on the latest"
  )
  func subscriberSendsAsItIsTold() {
    let store = Store(
      initialState: CalculatorState(resultText: "0"), reducer: CalculatorReducer(model: SumModel()))
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

  @Test(
    "unlike TCA, a caller of finish() that gives up ends its own wait, and the effect goes on and is reduced")
  func finishEndsWhenItsCallerIsCancelled() async throws {
    let service = GatedService()
    let store = Store(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))
    let opening = store.send(.screenOpened)
    await service.waitForCalls(1)

    var returned = false
    let waiting = Task {
      await opening.finish()
      returned = true
    }
    waiting.cancel()
    #expect(await naps(until: { returned }), "finish() went on waiting once its caller was cancelled")

    #expect(store.state.isLoading, "the load was cancelled with its waiter")
    service.answer(1, with: .success([.ada]))
    await opening.finish()
    #expect(try service.outcome(of: 1) == [.ada])
    #expect(store.state.content == .rows([PlayerRow(name: "Ada Lovelace", level: "Expert")]))
  }

  @Test(
    "unlike TCA, a caller of send(_:while:) that gives up ends its own wait, and the effect goes on and is reduced"
  )
  func sendWhileEndsWhenItsCallerIsCancelled() async throws {
    let service = GatedService()
    let store = Store(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))

    var returned = false
    let refresh = Task {
      await store.send(.screenOpened, while: \.isLoading)
      returned = true
    }
    await service.waitForCalls(1)
    refresh.cancel()
    #expect(await naps(until: { returned }), "send(_:while:) went on waiting once its caller was cancelled")

    #expect(store.state.isLoading, "the load was cancelled with its waiter")
    service.answer(1, with: .success([]))
    await store.send(.screenClosed, while: \.isLoading)
    #expect(try service.outcome(of: 1) == [])
    #expect(store.state.content == .empty)
  }

  @Test("a subscriber cancelled by one told before it, in the same turn, is not told that state")
  func subscriberCancelledInTheTurnIsNotTold() {
    let store = Store(
      initialState: CalculatorState(resultText: "0"), reducer: CalculatorReducer(model: SumModel()))
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
    let store = Store(
      initialState: CalculatorState(resultText: "0"), reducer: CalculatorReducer(model: SumModel()))
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
    let store = Store(initialState: [:], reducer: NumberedEffects())

    let first = store.send(.start(1))
    let second = store.send(.start(2))
    await first.finish()
    await second.finish()

    #expect(store.state == [1: false, 2: false], "true: that effect was cancelled by the other")
  }

  @Test("a caller whose state is settled as it sends returns at once, though another caller still waits")
  func settledCallerDoesNotWaitBehindAnother() async {
    let service = GatedService()
    let store = Store(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))
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
    var store: Store<ScoreListState, ScoreListAction>? = Store(
      initialState: ScoreListState(), reducer: ScoreListReducer(service: service))
    let first = store?.send(.screenOpened)
    await service.waitForCalls(1)
    store?.send(.screenOpened)
    await service.waitForCalls(2)
    // The first load, cancelled by the second, has answered and been reduced.
    #expect(await first?.finishes() == true, "the first load was not cancelled by the second")
    weak let storeLetGo = store

    store = nil

    #expect(storeLetGo == nil)
    #expect(throws: RosterError.cancelled, "the newer load went on once its store was gone") {
      try service.outcome(of: 2)
    }
    service.answer(2, with: .success([]))
  }
}

/// Naps a millisecond at a time until `isDone`, for at most a thousand naps (counted, so a busy
/// machine gives as many): whether it is done. A wait that would never end fails the test this
/// way, instead of lasting until the suite's time limit.
@MainActor
func naps(until isDone: () -> Bool) async -> Bool {
  var naps = 0
  while !isDone(), naps < 1_000 {
    try? await Task.sleep(for: .milliseconds(1))
    naps += 1
  }
  return isDone()
}

extension StoreTask {
  /// Waits for the effect to end, for at most a thousand naps of a millisecond (counted, so a
  /// busy machine gives as many): whether it did. A test that waits this way fails on an effect
  /// that never ends, where awaiting ``finish()`` would wait until the suite's time limit.
  @MainActor
  func finishes() async -> Bool {
    var ended = false
    let waiting = Task { @MainActor in
      await finish()
      ended = !Task.isCancelled
    }
    let finished = await naps(until: { ended })
    waiting.cancel()
    return finished
  }
}

extension Effect {
  /// Whether the effect does nothing.
  var isNone: Bool {
    if case .none = operation { return true }
    return false
  }

  /// The id of the work this effect runs, if it runs any.
  var runID: EffectID? {
    if case .run(let id, _) = operation { return id }
    return nil
  }

  /// The id of the work this effect cancels, if it cancels any.
  var cancelledID: EffectID? {
    if case .cancel(let id) = operation { return id }
    return nil
  }
}

/// Starts an effect per number, each under that number as its id, and keeps whether each
/// found itself cancelled once it ran: the ids are all of one type, and differ only in value.
private struct NumberedEffects: Reducer {
  enum Action: Sendable {
    case start(Int)
    case ran(Int, cancelled: Bool)
  }

  func reduce(_ state: inout [Int: Bool], _ action: Action) -> Effect<Action> {
    switch action {
    case .start(let number):
      return .run(id: number) { send in await send(.ran(number, cancelled: Task.isCancelled)) }
    case .ran(let number, let cancelled):
      state[number] = cancelled
      return .none
    }
  }
}

/// Counts down in an effect that sends a tick per number, as a timer or a progress does: one
/// effect, several actions.
private struct Countdown: Reducer {
  enum Action: Sendable, Equatable {
    case start(from: Int)
    case tick(Int)
  }

  func reduce(_ state: inout [Int], _ action: Action) -> Effect<Action> {
    switch action {
    case .start(let count):
      return .run { send in
        for number in (0..<count).reversed() { await send(.tick(number)) }
      }
    case .tick(let number):
      state.append(number)
      return .none
    }
  }
}

/// An app of two screens in one state: the state each screen's store is scoped to.
private struct AppState: Equatable {
  var calculator: CalculatorState
  var scoreList: ScoreListState
}

/// The app's actions: each screen's, wrapped.
private enum AppAction: Sendable {
  case calculator(CalculatorAction)
  case scoreList(ScoreListAction)
}

/// The app's reducer: each screen's reducer on its own slice, its effects' actions wrapped
/// back as the app's (TCA's `Scope`, Redux's `combineReducers`).
private struct AppReducer: Reducer {
  let calculator: CalculatorReducer
  let scoreList: ScoreListReducer

  func reduce(_ state: inout AppState, _ action: AppAction) -> Effect<AppAction> {
    switch action {
    case .calculator(let action): calculator.reduce(&state.calculator, action).map(AppAction.calculator)
    case .scoreList(let action): scoreList.reduce(&state.scoreList, action).map(AppAction.scoreList)
    }
  }
}
