import CalculatorModel
import CalculatorObservation
import CalculatorStore
import KataDriver
import KataLessons
import KataTracing
import Observation
import ScoreBoard

extension Variant {
  /// A store whose views observe its state with Swift Observation, as TCA's `@ObservableState`
  /// is observed: each view draws inside its observation loop, on a later turn, and the loop is
  /// the binding between store and view, as in the Observation lesson. Both screens, the list's
  /// load an effect whose answer comes back as an action.
  static let observedStore = Variant(
    name: "a store whose views observe its @Observable state, drawing on a later turn",
    architecture: Architecture(
      name: "store-observed",
      summary: "the views read an @Observable store's state inside withObservationTracking",
      pattern: .unidirectional,
      roles: [
        .objects(of: ObservedStoreView.self, are: .view),
        .objects(of: ObservedListView.self, are: .view),
        .objects(of: ObservedStore<CalculatorState, CalculatorAction>.self, are: .store),
        .objects(of: ObservedStore<CalculatorStore.ScoreListState, ScoreListAction>.self, are: .store),
        .objects(of: CalculatorReducer.self, are: .store),
        .objects(of: ScoreListReducer.self, are: .store),
        // What tells the views: the observation loop, a binding as the Observation lesson's is.
        .objects(of: Rendering.self, are: .binding),
      ],
      calculator: { ObservedStoreView(model: $0, trace: $1) },
      scoreList: { ObservedListView(service: $0, trace: $1) }))
}

/// A store whose state is observable, as TCA's is: the views draw what they read of it inside
/// `withObservationTracking`, and its effects answer by `send`. Its composition hands it its
/// reducer checked, as the kit does the lesson's.
@MainActor
@Observable
final class ObservedStore<State: Equatable, Action: Sendable> {
  private(set) var state: State
  @ObservationIgnored private let reducer: any Reducer<State, Action>
  @ObservationIgnored private var effects: [EffectID: Task<Void, Never>] = [:]
  /// For a mistake: the effects' answers written into the state, not sent.
  @ObservationIgnored private let writesAnswers: Bool

  init(initialState: State, reducer: some Reducer<State, Action>, writesAnswers: Bool = false) {
    state = initialState
    self.reducer = reducer
    self.writesAnswers = writesAnswers
  }

  @discardableResult
  func send(_ action: Action) -> Task<Void, Never>? {
    switch reducer.reduce(&state, action).operation {
    case .none: return nil
    case .cancel(let id):
      effects[id]?.cancel()
      return nil
    case .run(let id, let work):
      let send = Send<Action> { [weak self] action in
        guard let self else { return }
        // The mistake: the answer is put in the state as it is, with no action reduced.
        if self.writesAnswers, let written = Self.written(action, into: self.state) {
          self.state = written
        } else {
          self.send(action)
        }
      }
      let task = Task { await work(send) }
      if let id {
        effects[id]?.cancel()
        effects[id] = task
      }
      return task
    }
  }

  isolated deinit {
    for effect in effects.values { effect.cancel() }
  }

  /// For the mistake: a list's answer, written into the state by hand.
  private static func written(_ action: Action, into state: State) -> State? {
    guard case .playersLoaded(_, .success(let players))? = action as? ScoreListAction,
      var list = state as? CalculatorStore.ScoreListState
    else { return nil }
    list.content = .rows(players.map(PlayerRow.init))
    list.awaitedRequest = nil
    return list as? State
  }
}

extension Architecture {
  /// The observed store, with a list whose effects write their answers into the state.
  static let observedShortcutStore = Architecture(
    name: "store-observed-shortcut", summary: "an observed store whose effects write the state",
    pattern: .unidirectional, roles: Variant.observedStore.architecture.roles,
    calculator: { ObservedStoreView(model: $0, trace: $1) },
    scoreList: { ObservedListView(service: $0, trace: $1, writeTheirAnswers: true) })
}

@MainActor
final class ObservedStoreView: CalculatorScreen {
  private let store: ObservedStore<CalculatorState, CalculatorAction>
  private let trace: Trace?
  private var rendering: Rendering?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    let reducer = CalculatorReducer(model: model)
    store = ObservedStore(initialState: reducer.initialState, reducer: StepChecked(reducer))
    self.trace = trace
    rendering = TrackedRendering.render(redrawingOn: .nextTurn) { [weak self] in
      guard let self else { return }
      self.show(self.store.state.resultText)
    }
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }

  /// Draws `text`, noted as told through the observation loop while it draws (the first
  /// drawing is inside the loop too, before the rendering is kept).
  private func show(_ text: String) {
    trace?.arrived(whileDrawing: rendering?.isDrawing ?? true) {
      trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    }
    resultText = text
  }

  isolated deinit { rendering?.cancel() }
}

@MainActor
final class ObservedListView: ScoreListScreen {
  private let store: ObservedStore<CalculatorStore.ScoreListState, ScoreListAction>
  private let trace: Trace?
  private var rendering: Rendering?
  private(set) var shownStates: [ScoreListSnapshot] = []

  /// A list over an observed store; one whose effects `writeTheirAnswers` into the state, as a
  /// mistake does, instead of sending them.
  init(service: any ScoreService, trace: Trace?, writeTheirAnswers: Bool = false) {
    store = ObservedStore(
      initialState: CalculatorStore.ScoreListState(),
      reducer: StepChecked(ScoreListReducer(service: service)),
      writesAnswers: writeTheirAnswers)
    self.trace = trace
    rendering = TrackedRendering.render(redrawingOn: .nextTurn) { [weak self] in
      guard let self else { return }
      self.draw(self.store.state.content)
    }
  }

  func appear() { store.send(.screenOpened) }

  /// Sends the opening and waits until the list no longer loads, or, at once, until the calling
  /// task is cancelled: the wait holds the store, not this view.
  func load() async {
    let store = store
    let effect = store.send(.screenOpened)
    let (ended, end) = AsyncStream.makeStream(of: Void.self)
    let waiter = Task {
      await effect?.value
      end.finish()
    }
    for await _ in ended {}
    waiter.cancel()
  }

  /// Draws `content`, noted as ``ObservedStoreView`` notes what it shows.
  private func draw(_ content: ScoreListContent) {
    let shown = ScoreListSnapshot(content)
    trace?.arrived(whileDrawing: rendering?.isDrawing ?? true) {
      trace?.arrived(at: .view, "draw(\(shown.traced))", carrying: content, from: .store)
    }
    shownStates.show(shown)
  }

  isolated deinit { rendering?.cancel() }
}
