/// The one owner of a screen's state: the view sends it actions, the reducer turns each into
/// the next state, and the store runs the effects the reducer asks for and sends their answers
/// back in as actions. Data flows one way, round a loop: view, action, reducer, state, view.
///
/// Only the reducer changes ``state``: it is `private(set)`, and ``send(_:)`` is the only
/// way in, so a view can read `store.state.resultText` and cannot write it. Every change of
/// the screen is one action, reduced on the main actor one at a time, and a test can replay it.
///
/// A view learns of a new state by subscribing (``subscribe(to:_:)``): the store tells it,
/// at once and in order, after each action that changed what it shows. Not by Swift
/// Observation: the state changes in one place, as one value, so the store knows when and
/// what without tracking a view's reads, and a view draws in the same turn instead of a later
/// one. Redux's `subscribe` calls every listener after each dispatch and compares nothing
/// (react-redux's `useSelector` compares the slice); Elm's runtime calls `view` with the latest
/// model at most once an animation frame, however many updates came between; TCA observes its
/// store with Observation because SwiftUI draws that way.
@MainActor
public final class Store<Logic: Reducer> {
  /// The screen's state: the reducer's alone to change.
  public private(set) var state: Logic.State
  /// Every action reduced, oldest first: the screen's history. Folded through the reducer from
  /// its initial state, it gives ``state``, whatever the effects did and however late they
  /// answered, so a debugger can replay it (Elm's, Redux's DevTools) and so can a test. It grows
  /// by one entry an action; an app with long-lived screens keeps it in debug builds only.
  public private(set) var actionLog: [Logic.Action] = []

  /// The screen's logic: a value, safe to hand out, for it changes nothing it is not lent.
  public let reducer: Logic
  private var subscribers: [(id: Int, tell: (Logic.State) -> Void)] = []
  private var nextSubscriberID = 0
  /// Actions sent while an earlier one was reduced or its state told, oldest first.
  private var queued: [Logic.Action] = []
  private var isSending = false
  /// The effects in flight, by id, each with the number it was started as: an effect that a
  /// newer one of its id replaced must not remove the newer one when it ends.
  private var effects: [EffectID: (number: Int, task: Task<Void, Never>)] = [:]
  private var effectsStarted = 0
  /// The callers of ``send(_:while:)`` waiting for the state to settle.
  private var waiters: [(isBusy: (Logic.State) -> Bool, waiter: AsyncStream<Void>.Continuation)] = []

  /// A store that starts at the reducer's initial state.
  public init(reducer: Logic) {
    self.reducer = reducer
    state = reducer.initialState
  }

  /// Reduces `action` into the next state, starts the effect the reducer asked for, and
  /// tells every subscriber whose part of the state changed. Returns the effect started, to
  /// wait for.
  ///
  /// An action sent while another is being reduced or told (a subscriber that sends as it
  /// draws) waits its turn, and its task waits for nothing: each subscriber sees the states in
  /// order, and ends on the latest.
  @discardableResult
  public func send(_ action: Logic.Action) -> StoreTask {
    guard !isSending else {
      queued.append(action)
      return StoreTask(effect: nil)
    }
    isSending = true
    defer { isSending = false }
    let effect = reduce(action)
    while !queued.isEmpty {
      reduce(queued.removeFirst())
    }
    return StoreTask(effect: effect)
  }

  /// Sends `action`, then waits while `isBusy` holds for the state, or, at once, until the
  /// calling task is cancelled: a pull to refresh that ends when the list has loaded (TCA's
  /// `ViewStore.send(_:while:)`).
  ///
  /// The caller owns the wait, not the work: the effect is the store's, so a caller that gives
  /// up cancels nothing. Only a newer effect of the same id, or the store going away, does.
  public func send(_ action: Logic.Action, while isBusy: @escaping (Logic.State) -> Bool) async {
    send(action)
    guard isBusy(state) else { return }
    let (released, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append((isBusy, waiter))
    for await _ in released {}
  }

  /// Tells `subscriber` what `shown` reads from the state now, and again whenever it changes,
  /// until the returned subscription is cancelled or let go.
  ///
  /// A view subscribes to what it shows, so an action that changes another part of the state
  /// does not redraw it. Keep the subscription for as long as the view should be told.
  public func subscribe<Shown: Equatable>(
    to shown: @escaping (Logic.State) -> Shown, _ subscriber: @escaping (Shown) -> Void
  ) -> StoreSubscription {
    var last = shown(state)
    let tell = { (state: Logic.State) in
      let next = shown(state)
      guard next != last else { return }
      last = next
      subscriber(next)
    }
    let id = nextSubscriberID
    nextSubscriberID += 1
    subscribers.append((id, tell))
    subscriber(last)
    return StoreSubscription { [weak self] in
      self?.subscribers.removeAll { $0.id == id }
    }
  }

  /// One turn of the loop: the reducer's new state, its effect started, and whoever shows
  /// what changed told.
  @discardableResult
  private func reduce(_ action: Logic.Action) -> Task<Void, Never>? {
    actionLog.append(action)
    let before = state
    let effect = start(reducer.reduce(&state, action))
    if state != before {
      tellSubscribers()
      releaseWaiters()
    }
    return effect
  }

  /// Tells each subscriber of the state now, unless one told before it cancelled it.
  private func tellSubscribers() {
    for id in subscribers.map(\.id) {
      subscribers.first { $0.id == id }?.tell(state)
    }
  }

  /// Ends the waits whose state has settled.
  private func releaseWaiters() {
    let settled = waiters.filter { !$0.isBusy(state) }
    waiters.removeAll { !$0.isBusy(state) }
    for (_, waiter) in settled { waiter.finish() }
  }

  /// Runs `effect` in a task the store owns, in place of the one in flight with its id.
  ///
  /// The task holds the store weakly, so a screen let go while it loads is freed at once and
  /// its `deinit` cancels the task. A cancelled effect's answer still comes back as an action,
  /// if the store is there to take it: cancelling asks the service to stop, but an answer
  /// already on its way cannot be called back, so which answer counts is the reducer's to
  /// decide, from the state.
  private func start(_ effect: Effect<Logic.Action>) -> Task<Void, Never>? {
    guard let id = effect.id else { return nil }
    effects[id]?.task.cancel()
    effectsStarted += 1
    let number = effectsStarted
    let task = Task { [weak self] in
      guard let answer = await effect.answer() else { return }
      self?.end(id, number, with: answer)
    }
    effects[id] = (number, task)
    return task
  }

  /// Lets the effect go, unless a newer one took its id, and sends its answer in.
  private func end(_ id: EffectID, _ number: Int, with answer: Logic.Action) {
    if effects[id]?.number == number { effects[id] = nil }
    send(answer)
  }

  deinit {
    for effect in effects.values { effect.task.cancel() }
  }
}
