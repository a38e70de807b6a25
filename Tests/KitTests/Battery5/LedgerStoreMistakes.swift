import CalculatorModel
import KataDriver
import KataShape

// Wrong stores, each built on the ledger store with one mistake around it:
//
// - a view that edits through a two-way binding to the state's fields, as a SwiftUI text field
//   would, then sends "the fields were edited" for the label to be worked out again;
// - one store for the whole app, Redux's single store, that every calculator screen shares;
// - a reducer that finds its Model in a global the composition sets, "dependency injection"
//   by a static property;
// - a state that is a class, copied by its reducer before each change, whose view sets the
//   live state's fields itself before it sends.

/// The store every calculator screen shares.
@MainActor
enum AppWideStore {
  static var store: LedgerStore<StepChecked<LedgerCalculatorReducer>>?
  static var model: (any CalculatorModel)?

  /// The app's store; the Model it asks is the one the latest screen was built with.
  static func shared(model: any CalculatorModel) -> LedgerStore<StepChecked<LedgerCalculatorReducer>> {
    self.model = model
    if let store { return store }
    let store = LedgerStore(
      reducer: StepChecked(LedgerCalculatorReducer { AppWideStore.model ?? SumModel() }))
    self.store = store
    return store
  }
}

/// The Model, where every reducer finds it.
@MainActor
enum CurrentDependencies {
  static var model: (any CalculatorModel)?
}

/// The fields and the label, as an object.
final class ClassCalculatorState: Equatable {
  var token: String
  var input: String
  var resultText: String

  init(token: String = "", input: String = "", resultText: String) {
    self.token = token
    self.input = input
    self.resultText = resultText
  }

  func copy() -> ClassCalculatorState {
    ClassCalculatorState(token: token, input: input, resultText: resultText)
  }

  static func == (left: ClassCalculatorState, right: ClassCalculatorState) -> Bool {
    (left.token, left.input, left.resultText) == (right.token, right.input, right.resultText)
  }
}

/// The reducer of the class state: it copies the state, then changes the copy.
@MainActor
struct ObjectStateReducer: LedgerReducer {
  let model: any CalculatorModel

  var initialState: ClassCalculatorState {
    ClassCalculatorState(resultText: String(model.sum(of: "", separatedBy: "")))
  }

  func reduce(_ state: inout ClassCalculatorState, _ action: LedgerCalculatorAction)
    -> LedgerEffect<LedgerCalculatorAction>
  {
    let next = state.copy()
    switch action {
    case .tokenChanged(let token): next.token = token
    case .inputChanged(let input): next.input = input
    case .fieldsEdited: break
    }
    next.resultText = String(model.sum(of: next.input, separatedBy: next.token))
    state = next
    return .none
  }
}

/// The view of the class state: it sets the field on the live state, then sends.
@MainActor
final class ClassStateCalculatorView: CalculatorScreen {
  let store: LedgerStore<StepChecked<ObjectStateReducer>>
  private let trace: Trace?
  private var subscription: LedgerSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = LedgerStore(reducer: StepChecked(ObjectStateReducer(model: model)))
    self.trace = trace
    subscription = store.subscribe { [weak self] in self?.draw($0.resultText) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.state.token = token
    trace?.call(.view, to: .store, "send(.fieldsEdited)")
    store.send(.fieldsEdited)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.state.input = input
    trace?.call(.view, to: .store, "send(.fieldsEdited)")
    store.send(.fieldsEdited)
  }

  private func draw(_ text: String) {
    trace?.arrived(at: .view, "draw(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

extension Architecture {
  private static func battery5Ledger(
    _ name: String, roles: [RoleDeclaration] = [], calculator: @escaping CalculatorScreenMaker
  ) -> Architecture {
    Architecture(
      name: name, summary: "a store with one mistake around it", pattern: .unidirectional,
      roles: roles + [
        .objects(of: LedgerCalculatorView.self, are: .view),
        .objects(of: LedgerStore<StepChecked<LedgerCalculatorReducer>>.self, are: .store),
        .objects(of: LedgerCalculatorReducer.self, are: .store),
        .objects(of: LedgerSubscription.self, are: .binding),
      ] + Architecture.store.roles,
      calculator: calculator,
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5BindingStore = battery5Ledger("battery5-binding-store") { model, trace in
    LedgerCalculatorView(
      store: LedgerStore(reducer: StepChecked(LedgerCalculatorReducer { model })), trace: trace,
      edits: .writesThroughBinding)
  }

  static let battery5AppStore = battery5Ledger("battery5-app-store") { model, trace in
    LedgerCalculatorView(store: AppWideStore.shared(model: model), trace: trace)
  }

  static let battery5GlobalDependency = battery5Ledger("battery5-global-dependency") { model, trace in
    CurrentDependencies.model = model
    return LedgerCalculatorView(
      store: LedgerStore(
        reducer: StepChecked(LedgerCalculatorReducer { CurrentDependencies.model ?? SumModel() })),
      trace: trace)
  }

  static let battery5ClassState = battery5Ledger(
    "battery5-class-state",
    roles: [
      .objects(of: ClassStateCalculatorView.self, are: .view),
      .objects(of: LedgerStore<StepChecked<ObjectStateReducer>>.self, are: .store),
      .objects(of: ObjectStateReducer.self, are: .store),
      .objects(of: ClassCalculatorState.self, are: .store),
    ]
  ) { ClassStateCalculatorView(model: $0, trace: $1) }
}
