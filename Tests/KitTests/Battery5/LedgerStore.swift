import CalculatorModel
import KataDriver
import KataShape

// The store the battery's wrong stores are built on, as a student writes one after the store
// lesson: one state, a reducer that returns the work to do, subscribers told of each change,
// and a reducer handed in checked, as the kit composes a store. It is honest; what each wrong store
// adds around it (a global, a class state, a two-way binding) is its mistake.

/// A screen's logic, as a ``LedgerStore`` runs it.
@MainActor
protocol LedgerReducer {
  associatedtype State: Equatable
  associatedtype Action: Sendable
  var initialState: State { get }
  func reduce(_ state: inout State, _ action: Action) -> LedgerEffect<Action>
}

/// Work a reducer asks for, answered with an action.
struct LedgerEffect<Action: Sendable>: Sendable {
  let work: (@Sendable () async -> Action)?

  static var none: LedgerEffect { LedgerEffect(work: nil) }
}

/// Keeps one subscriber told; unsubscribes when let go.
@MainActor
final class LedgerSubscription {
  private var onCancel: (() -> Void)?

  init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  isolated deinit {
    onCancel?()
    onCancel = nil
  }
}

@MainActor
final class LedgerStore<Reducer: LedgerReducer> {
  private(set) var state: Reducer.State
  let reducer: Reducer
  private var subscribers: [(id: Int, tell: (Reducer.State) -> Void)] = []
  private var nextID = 0
  private var effect: Task<Void, Never>?

  init(reducer: Reducer) {
    self.reducer = reducer
    state = reducer.initialState
  }

  /// Reduces `action`, tells the subscribers if the state changed, and runs the work asked for
  /// in place of the work in flight.
  func send(_ action: Reducer.Action) {
    let before = state
    let work = reducer.reduce(&state, action).work
    if state != before { tell() }
    if let work {
      effect?.cancel()
      effect = Task { [weak self] in
        let answer = await work()
        self?.send(answer)
      }
    }
  }

  /// Tells `subscriber` the state now, and after each change, while the subscription lives.
  func subscribe(_ subscriber: @escaping (Reducer.State) -> Void) -> LedgerSubscription {
    let id = nextID
    nextID += 1
    subscribers.append((id, subscriber))
    subscriber(state)
    return LedgerSubscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
  }

  /// A two-way binding to a field of the state, as a SwiftUI text field wants one: setting it
  /// writes the field. The mistake of the store whose view writes through it: a write no
  /// action describes.
  func binding<Value>(_ field: WritableKeyPath<Reducer.State, Value>) -> (Value) -> Void {
    { [weak self] value in
      guard let self else { return }
      self.state[keyPath: field] = value
      self.tell()
    }
  }

  private func tell() {
    for id in subscribers.map(\.id) {
      subscribers.first { $0.id == id }?.tell(state)
    }
  }

  isolated deinit { effect?.cancel() }
}

/// A ledger reducer checked at each step, as the kit composes one.
extension StepChecked: LedgerReducer where Base: LedgerReducer {
  var initialState: Base.State { base.initialState }

  func reduce(_ state: inout Base.State, _ action: Base.Action) -> LedgerEffect<Base.Action> {
    step(&state, action) { $0.reduce(&$1, $2) }
  }
}

/// The calculator's state in every ledger store: the fields, and the label's text.
struct LedgerCalculatorState: Equatable, Sendable {
  var token = ""
  var input = ""
  var resultText: String
}

/// The calculator's actions in every ledger store.
enum LedgerCalculatorAction: Sendable, Equatable {
  case tokenChanged(String)
  case inputChanged(String)
  /// The fields were set through a binding: the label is worked out again.
  case fieldsEdited
}

/// The calculator's reducer: it asks the Model it was handed, or the one `find` finds.
@MainActor
struct LedgerCalculatorReducer: LedgerReducer {
  let find: @MainActor () -> any CalculatorModel

  var initialState: LedgerCalculatorState {
    LedgerCalculatorState(resultText: String(find().sum(of: "", separatedBy: "")))
  }

  func reduce(_ state: inout LedgerCalculatorState, _ action: LedgerCalculatorAction)
    -> LedgerEffect<LedgerCalculatorAction>
  {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    case .fieldsEdited: break
    }
    state.resultText = String(find().sum(of: state.input, separatedBy: state.token))
    return .none
  }
}

/// The calculator view of a ledger store: it owns its store, sends each edit, and draws the
/// label it is told.
@MainActor
final class LedgerCalculatorView: CalculatorScreen {
  enum Edits { case sendsActions, writesThroughBinding }

  let store: LedgerStore<StepChecked<LedgerCalculatorReducer>>
  private let trace: Trace?
  private let edits: Edits
  private var subscription: LedgerSubscription?
  private(set) var resultText = ""

  init(store: LedgerStore<StepChecked<LedgerCalculatorReducer>>, trace: Trace?, edits: Edits = .sendsActions)
  {
    self.store = store
    self.trace = trace
    self.edits = edits
    subscription = store.subscribe { [weak self] in self?.draw($0.resultText) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    switch edits {
    case .sendsActions:
      trace?.call(.view, to: .store, "send(.tokenChanged(\(Trace.literal(token))))")
      store.send(.tokenChanged(token))
    case .writesThroughBinding:
      store.binding(\.token)(token)
      store.send(.fieldsEdited)
    }
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    switch edits {
    case .sendsActions:
      trace?.call(.view, to: .store, "send(.inputChanged(\(Trace.literal(input))))")
      store.send(.inputChanged(input))
    case .writesThroughBinding:
      store.binding(\.input)(input)
      store.send(.fieldsEdited)
    }
  }

  private func draw(_ text: String) {
    trace?.arrived(at: .view, "draw(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}
