/// What a store made for a screen runs on: the state, the reducer, the effects in flight and
/// the subscribers. The loop of the pattern is here, once, for every screen.
///
/// Public only so that it can be named (the kit gives it the store's role); everything it does
/// is reached through ``Store``.
@MainActor
public final class RootCore<State: Equatable, Action: Sendable>: StoreCore {
  /// The screen's state: the reducer's alone to change.
  private(set) var state: State
  /// The screen's logic, kept to itself: nobody else can run it, or the effects it returns.
  private let reducer: any Reducer<State, Action>
  private var subscribers: [(id: Int, tell: (State) -> Void)] = []
  private var nextSubscriberID = 0
  /// Actions sent while an earlier one was reduced or its state told, oldest first.
  private var queued: [Action] = []
  private var isSending = false
  /// Every effect in flight, by the number it was started as, with the id that cancels it.
  private var effects: [Int: (id: EffectID?, task: Task<Void, Never>)] = [:]
  private var effectsStarted = 0
  /// The callers of ``Store/send(_:while:)`` waiting for the state to settle.
  private var waiters: [(id: Int, isBusy: (State) -> Bool, release: AsyncStream<Void>.Continuation)] = []
  private var nextWaiterID = 0

  init(initialState: State, reducer: some Reducer<State, Action>) {
    state = initialState
    self.reducer = reducer
  }

  @discardableResult
  func send(_ action: Action) -> StoreTask {
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

  func subscribe<Shown: Equatable>(
    to shown: @escaping (State) -> Shown, _ subscriber: @escaping (Shown) -> Void
  ) -> StoreSubscription {
    var last = shown(state)
    let tell = { (state: State) in
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

  func wait(while isBusy: @escaping (State) -> Bool) async {
    guard isBusy(state) else { return }
    let (released, release) = AsyncStream.makeStream(of: Void.self)
    let id = nextWaiterID
    nextWaiterID += 1
    waiters.append((id, isBusy, release))
    // Ends when the state settles, or at once when the caller is cancelled.
    for await _ in released {}
    waiters.removeAll { $0.id == id }
  }

  /// One turn of the loop: the reducer's new state, its effect started, and whoever shows
  /// what changed told.
  @discardableResult
  private func reduce(_ action: Action) -> Task<Void, Never>? {
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
    for waiter in waiters where !waiter.isBusy(state) { waiter.release.finish() }
  }

  /// Runs `effect`: its work in a task the store owns, in place of the one in flight with its
  /// id; or the cancelling it asks for.
  ///
  /// The task holds the store weakly, so a screen let go while it loads is freed at once and
  /// its `deinit` cancels the task. Unlike TCA, whose `Send` drops what a cancelled effect
  /// sends, a cancelled effect's answers still come back as actions, if the store is there to
  /// take them: cancelling asks the service to stop, but an answer already on its way cannot
  /// be called back, so which answer counts is the reducer's to decide, from the state.
  private func start(_ effect: Effect<Action>) -> Task<Void, Never>? {
    switch effect.operation {
    case .none:
      return nil
    case .cancel(let id):
      cancel(id)
      return nil
    case .run(let id, let work):
      if let id { cancel(id) }
      effectsStarted += 1
      let number = effectsStarted
      let send = Send<Action> { [weak self] action in self?.send(action) }
      let task = Task { [weak self] in
        await work(send)
        self?.effects[number] = nil
      }
      effects[number] = (id, task)
      return task
    }
  }

  /// Cancels every effect in flight with `id`. Each stays listed until its work has ended.
  private func cancel(_ id: EffectID) {
    for effect in effects.values where effect.id == id { effect.task.cancel() }
  }

  deinit {
    for effect in effects.values { effect.task.cancel() }
  }
}
