import CalculatorModel
import CalculatorStore
import Foundation
import KataShape

@testable import KataDriver
@testable import KataLessons

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

extension Mistake {
  /// A reducer that writes each result to a file as it reduces: I/O where an effect belongs. The
  /// state is the same each time the step is taken, so checking the step twice sees no
  /// difference; what it does to the world is not measured. The guide names its route.
  static let reducerWritingAFile = Mistake(
    name: "a store whose reducer writes every result to a file as it reduces",
    architecture: .mistake(
      of: .store,
      roles: [.objects(of: FileWritingReducer.self, are: .store)],
      calculator: { model, trace in
        let reducer = FileWritingReducer(model: model)
        return StoreDrivenCalculatorView.make(
          initialState: reducer.initialState, reducer: reducer, trace: trace)
      }),
    screen: .calculator, breaks: [], unseenRoute: "a reducer that reads or writes the world")
}

/// The mistake: the lesson's reducer, which appends each result it makes to a file of its own.
/// A reducer is a function of the state and the action: the write belongs in an effect, which
/// a test can see, and which the store can cancel.
nonisolated struct FileWritingReducer: Reducer {
  private let lesson: CalculatorReducer
  private let file: URL

  init(model: any CalculatorModel) {
    lesson = CalculatorReducer(model: model)
    file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kata-reducer-\(UUID().uuidString).log")
  }

  var initialState: CalculatorState { lesson.initialState }

  func reduce(_ state: inout CalculatorState, _ action: CalculatorAction) -> Effect<CalculatorAction> {
    let effect = lesson.reduce(&state, action)
    // The write the pattern keeps out of a reducer: every result, appended as it is made.
    if let handle = try? FileHandle(forWritingTo: file) {
      handle.seekToEndOfFile()
      handle.write(Data((state.resultText + "\n").utf8))
      try? handle.close()
    } else {
      try? Data((state.resultText + "\n").utf8).write(to: file)
    }
    return effect
  }
}
