import CalculatorModel
import CalculatorStore

@testable import KataDriver

extension Mistake {
  /// A view that writes the token into its store's settable state, then sends the input again
  /// to have the sum made: every question to the Model still comes through `send(_:)` and the
  /// reducer, so no call stack shows the write, but the reducer, checked, is handed a token no
  /// action made.
  static let tokenWritingStore = Mistake(
    name: "a view that writes the token into its store's settable state, then sends the input again",
    architecture: .mistake(
      of: .store,
      roles: [
        .objects(of: TokenWritingStore.self, are: .store),
        .objects(of: TokenWritingView.self, are: .view),
      ],
      calculator: { TokenWritingView(model: $0, trace: $1) }),
    screen: .calculator, breaks: [.onlyTheReducerChangesTheState],
    says: "`token` is \",\", where the screen started with \"\"")
}

/// The lesson's reducer in a store whose `state` is settable: the mistake a read-only `state`
/// prevents. Its composition hands it the reducer checked, as the kit does the lesson's.
@MainActor
final class TokenWritingStore {
  var state: CalculatorState
  private let reducer: LessonReducer
  private var subscribers: [(String) -> Void] = []

  init(reducer: LessonReducer) {
    self.reducer = reducer
    state = reducer.initialState
  }

  func subscribe(_ subscriber: @escaping (String) -> Void) {
    subscribers.append(subscriber)
    subscriber(state.resultText)
  }

  func send(_ action: CalculatorAction) {
    _ = reducer.reduce(&state, action)
    for subscriber in subscribers { subscriber(state.resultText) }
  }
}

/// The mistake: `editToken` writes `store.state.token` and sends `.inputChanged` with the input
/// the state holds, instead of sending `.tokenChanged`.
@MainActor
final class TokenWritingView: CalculatorScreen {
  private let store: TokenWritingStore
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = TokenWritingStore(reducer: StepChecked(CalculatorReducer(model: model)))
    self.trace = trace
    store.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.state.token = token
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(store.state.input))))")
    store.send(.inputChanged(store.state.input))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
    store.send(.inputChanged(input))
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}
