import CalculatorModel
import CalculatorObservation
import CalculatorStore
import KataDriver
import KataTracing
import Observation

extension Variant {
  /// A store whose views observe its state with Swift Observation, as TCA's `@ObservableState`
  /// does, drawing on a later turn, under the store lesson's own pattern.
  static let observedStore = Variant(
    name: "a store whose view observes its @Observable state, drawing on a later turn",
    architecture: Architecture(
      name: "store-observed",
      summary: "the view reads an @Observable store's state inside withObservationTracking",
      pattern: .unidirectional,
      roles: [
        .objects(of: ObservedStoreView.self, are: .view),
        .objects(of: ObservedCalculatorStore.self, are: .store),
        .objects(of: CalculatorReducer.self, are: .store),
        // What tells the view, on the store's behalf: the tracking and its redraws.
        .objects(of: Rendering.self, are: .store),
        .objects(of: TrackedRendering.self, are: .store),
      ] + Architecture.store.roles,
      calculator: { ObservedStoreView(model: $0, trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) }))
}

/// The lesson's reducer, in a store whose state is observable. It declares its history as the
/// lesson's store does: its log, replayed through the reducer, is its state.
@MainActor
@Observable
final class ObservedCalculatorStore: ReplayableStore {
  private(set) var state: CalculatorState
  @ObservationIgnored private(set) var actionLog: [CalculatorAction] = []
  @ObservationIgnored private let reducer: CalculatorReducer

  init(model: any CalculatorModel) {
    reducer = CalculatorReducer(model: model)
    state = reducer.initialState
  }

  func send(_ action: CalculatorAction) {
    actionLog.append(action)
    _ = reducer.reduce(&state, action)
  }

  var initialState: CalculatorState { reducer.initialState }

  func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
  }
}

@MainActor
final class ObservedStoreView: CalculatorScreen {
  private let store: ObservedCalculatorStore
  private let trace: Trace?
  private var rendering: Rendering?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = ObservedCalculatorStore(model: model)
    self.trace = trace
    rendering = TrackedRendering.render(redrawingOn: .nextTurn) { [weak self] in
      guard let self else { return }
      self.show(self.store.state.resultText)
    }
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }

  isolated deinit { rendering?.cancel() }
}
