import CalculatorStore
import Testing

/// A store for tests that is exhaustive, as TCA's `TestStore` is: every action sent is followed
/// by the state it must make, every action an effect sends back must be received by the test,
/// in order, with the state it makes, and no effect may still run when the test ends.
///
/// It runs the lesson's own `Store`, over the reducer under test wrapped so that it notes every
/// action an effect sends and when each effect ends: what the store does is what an app gets.
/// A test reads as the screen's story:
///
/// ```swift
/// let store = TestStore(initialState: ScoreListState(), reducer: ScoreListReducer(service: service))
/// await store.send(.screenOpened) { $0.awaitedRequest = 1; $0.requestsMade = 1 }
/// await store.receive(.playersLoaded(request: 1, .success([.ada]))) { $0.content = .rows([ada]) }
/// await store.finish()
/// ```
///
/// Waiting for an effect's action has a patience counted in naps of the test, not in the clock:
/// an action that never comes, or an effect that never ends, fails the test, and never hangs it.
@MainActor
final class TestStore<State: Equatable, Action: Sendable & Equatable> {
  private let store: Store<State, Action>
  private let log: TestStoreLog<State, Action>

  /// A store that starts at `initialState` and runs `reducer`.
  init(initialState: State, reducer: some Reducer<State, Action>) {
    let log = TestStoreLog<State, Action>()
    self.log = log
    store = Store(initialState: initialState, reducer: NotingReducer(base: reducer, log: log))
  }

  /// The state now.
  var state: State { store.state }

  /// Sends `action`, and checks that it changed the state exactly as `change` does to the state
  /// before it (no `change`: it changed nothing). Fails if an effect sent an action the test has
  /// not received yet.
  func send(
    _ action: Action, _ change: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    expectNothingUnreceived(before: "sending \(action)", sourceLocation)
    let before = store.state
    log.isSendingFromTheTest = true
    store.send(action)
    log.isSendingFromTheTest = false
    var expected = before
    change?(&expected)
    #expect(
      store.state == expected, "send(\(action)) changed the state otherwise than the test says",
      sourceLocation: sourceLocation)
  }

  /// Waits for the next action an effect sends, checks it is `action`, and that it changed the
  /// state exactly as `change` does to the state before it.
  func receive(
    _ action: Action, _ change: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    guard await log.wait(until: { !$0.received.isEmpty }) else {
      Issue.record(
        "expected to receive \(action), but no effect sent it (\(log.effectsInFlight) still running)",
        sourceLocation: sourceLocation)
      return
    }
    let received = log.received.removeFirst()
    #expect(
      received.action == action, "received another action than the test says", sourceLocation: sourceLocation)
    var expected = received.before
    change?(&expected)
    #expect(
      received.after == expected,
      "receiving \(received.action) changed the state otherwise than the test says",
      sourceLocation: sourceLocation)
  }

  /// Ends the test: waits for the effects still running to end, for at most `naps` naps of a
  /// millisecond on the main actor (TCA's `finish(timeout:)`), and fails if one does not, or if
  /// an effect sent an action the test did not receive. A test that expects an effect to be
  /// left running waits less: every nap waits its turn on the main actor, which other suites
  /// share, and the whole patience is spent.
  func finish(
    waitingAtMost naps: Int = TestStoreLog<State, Action>.patience,
    sourceLocation: SourceLocation = #_sourceLocation
  )
    async
  {
    if !(await log.wait(atMost: naps, until: { $0.effectsInFlight == 0 })) {
      Issue.record(
        "\(log.effectsInFlight) effect(s) still running at the end of the test: answer, cancel or wait for them",
        sourceLocation: sourceLocation)
    }
    expectNothingUnreceived(before: "finishing", sourceLocation)
  }

  private func expectNothingUnreceived(before doing: String, _ sourceLocation: SourceLocation) {
    guard !log.received.isEmpty else { return }
    let unreceived = log.received.map { "\($0.action)" }.joined(separator: ", ")
    Issue.record(
      "before \(doing), effects sent \(unreceived), which the test did not receive",
      sourceLocation: sourceLocation)
    log.received.removeAll()
  }
}

/// What a ``TestStore`` saw: the actions effects sent, not yet received by the test, and how
/// many effects are still running.
///
/// Touched only on the main actor, where the store reduces, the test runs and each effect's
/// end is noted: checked by hand, for a reducer is not isolated to it.
final class TestStoreLog<State, Action>: @unchecked Sendable {
  /// Each action an effect sent, with the state before and after it was reduced.
  var received: [(action: Action, before: State, after: State)] = []
  var isSendingFromTheTest = false
  /// The effects started and not yet ended.
  let running = RunningEffects()

  @MainActor
  var effectsInFlight: Int { running.count }

  /// How many naps a wait allows an effect, unless told otherwise.
  static var patience: Int { 1_000 }

  /// Waits until `condition` holds, while an effect still runs that could make it hold, for at
  /// most `limit` naps of a millisecond: counted, so a busy machine gives as many. Whether it
  /// holds then.
  @MainActor
  func wait(atMost limit: Int = patience, until condition: (TestStoreLog) -> Bool) async -> Bool {
    var naps = 0
    while !condition(self), effectsInFlight > 0, naps < limit, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(1))
      naps += 1
    }
    return condition(self)
  }
}

/// How many effects of a ``TestStore`` are running.
@MainActor
final class RunningEffects {
  private(set) var count = 0

  nonisolated init() {}

  func started() { count += 1 }
  func ended() { count -= 1 }
}

/// The reducer under test, noting for its ``TestStoreLog`` each action it reduces that the test
/// did not send, and each effect it returns, until that effect's work has ended.
private struct NotingReducer<Base: Reducer>: Reducer {
  let base: Base
  let log: TestStoreLog<Base.State, Base.Action>

  func reduce(_ state: inout Base.State, _ action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(&state, action)
    if !log.isSendingFromTheTest { log.received.append((action, before, state)) }
    guard case .run(let id, let work) = effect.operation else { return effect }
    let running = log.running
    MainActor.assumeIsolated { running.started() }
    let noted: @Sendable (Send<Base.Action>) async -> Void = { send in
      await work(send)
      await running.ended()
    }
    return id.map { .run(id: $0, noted) } ?? .run(noted)
  }
}
