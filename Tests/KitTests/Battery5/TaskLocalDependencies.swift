import CalculatorModel
import KataDriver
import KataShape

// A store whose reducer finds its Model as TCA's `@Dependency` finds one: the store keeps the
// dependencies it was built with and binds them as a task-local value around each reduction,
// and the reducer reads them there. Honest: each store binds its own, so two screens never
// share a Model, and the reducer stays a function of its state, its action and its
// dependencies.

/// What a reducer may depend on. The Model is a class the driver uses one call at a time.
struct CalculatorDependencies: @unchecked Sendable {
  let model: any CalculatorModel

  @TaskLocal static var current: CalculatorDependencies?
}

/// The reducer: it asks the Model it finds among the dependencies bound around it.
@MainActor
struct DependentCalculatorReducer {
  func reduce(_ state: inout LedgerCalculatorState, _ action: LedgerCalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    case .fieldsEdited: break
    }
    state.resultText = Self.label(state.input, state.token)
  }

  /// The label for the fields, worked out with the Model bound around the reduction.
  static func label(_ input: String, _ token: String) -> String {
    guard let model = CalculatorDependencies.current?.model else { return "no Model is bound" }
    return String(model.sum(of: input, separatedBy: token))
  }
}

@MainActor
final class DependentCalculatorStore {
  private(set) var state: LedgerCalculatorState
  private let dependencies: CalculatorDependencies
  private let reducer: StepChecked<DependentCalculatorReducer>
  private var subscriber: ((String) -> Void)?

  init(dependencies: CalculatorDependencies, reducer: StepChecked<DependentCalculatorReducer>) {
    self.dependencies = dependencies
    self.reducer = reducer
    state = CalculatorDependencies.$current.withValue(dependencies) {
      LedgerCalculatorState(resultText: DependentCalculatorReducer.label("", ""))
    }
  }

  func send(_ action: LedgerCalculatorAction) {
    let before = state.resultText
    CalculatorDependencies.$current.withValue(dependencies) {
      reducer.step(&state, action) { $0.reduce(&$1, $2) }
    }
    if state.resultText != before { subscriber?(state.resultText) }
  }

  /// Tells `subscriber` the label now and each time it changes: one subscriber, the view.
  func observeLabel(_ subscriber: @escaping (String) -> Void) {
    self.subscriber = subscriber
    subscriber(state.resultText)
  }
}

@MainActor
final class DependentCalculatorView: CalculatorScreen {
  let store: DependentCalculatorStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = DependentCalculatorStore(
      dependencies: CalculatorDependencies(model: model), reducer: StepChecked(DependentCalculatorReducer()))
    self.trace = trace
    store.observeLabel { [weak self] in self?.draw($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .store, "send(.tokenChanged(\(Trace.literal(token))))")
    store.send(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
    store.send(.inputChanged(input))
  }

  private func draw(_ text: String) {
    trace?.arrived(at: .view, "draw(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

extension Architecture {
  static let battery5TaskLocalDependencies = Architecture(
    name: "battery5-task-local-dependencies", summary: "a store whose reducer reads task-local dependencies",
    pattern: .unidirectional,
    roles: [
      .objects(of: DependentCalculatorView.self, are: .view),
      .objects(of: DependentCalculatorStore.self, are: .store),
      .objects(of: DependentCalculatorReducer.self, are: .store),
    ] + Architecture.store.roles,
    calculator: { DependentCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
}
