import CalculatorModel
import CalculatorStore

@testable import KataDriver

// A store whose state is computed outside a reducer, as a student's store does when its `send`
// is the whole logic. It shows the right sums.

extension Mistake {
  static let reducerMistakes: [Mistake] = [
    Mistake(
      name: "a store with no reducer: its send switches over the actions and computes the sum itself",
      architecture: .mistake(
        of: .store,
        roles: [
          .objects(of: SelfComputingStore.self, are: .store),
          .objects(of: SelfComputingView.self, are: .view),
        ],
        calculator: { SelfComputingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.onlyTheReducerChangesTheState],
      says: "SelfComputingStore.send(_:) asked the Model itself")
  ]
}

/// The mistake: a store with no reducer. Its `send` is the whole logic, as a view model's
/// methods are: nothing is left to test as a function of a state and an action.
@MainActor
final class SelfComputingStore {
  private(set) var state: CalculatorState
  private let model: any CalculatorModel
  private var subscribers: [(String) -> Void] = []

  init(model: any CalculatorModel) {
    self.model = model
    state = CalculatorState(resultText: String(model.sum(of: "", separatedBy: "")))
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func send(_ action: CalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    state.resultText = String(model.sum(of: state.input, separatedBy: state.token))
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

/// A calculator view that owns a ``SelfComputingStore``.
@MainActor
final class SelfComputingView: CalculatorScreen {
  private let store: SelfComputingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = SelfComputingStore(model: model)
    self.trace = trace
    store.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}
