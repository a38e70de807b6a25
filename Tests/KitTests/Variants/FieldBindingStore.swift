import CalculatorModel
import CalculatorStore
import KataShape

@testable import KataDriver

extension Variant {
  static let fieldBindingStore = Variant(
    name: "a store view whose fields write a binding's text, which sends each edit to the store as an action",
    architecture: Architecture(
      name: "store-field-binding",
      summary: "the view writes each field's text into a binding, whose didSet sends the store an action",
      pattern: .unidirectional,
      roles: [
        .objects(of: FieldBindingStoreView.self, are: .view),
        // What turns a field's text into an action, as a SwiftUI `Binding` to a store does.
        .objects(of: FieldBinding.self, are: .binding),
      ] + Architecture.store.roles,
      calculator: { FieldBindingStoreView(model: $0, trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) }))
}

/// A field's text, bound to a store: writing it sends the store the action it names. The view
/// writes a property, of the binding and not of the store, and the store still changes only
/// by an action.
@MainActor
final class FieldBinding {
  private let store: Store<CalculatorState, CalculatorAction>
  private let action: (String) -> CalculatorAction

  var text = "" {
    didSet { store.send(action(text)) }
  }

  init(
    _ store: Store<CalculatorState, CalculatorAction>, sending action: @escaping (String) -> CalculatorAction
  ) {
    self.store = store
    self.action = action
  }
}

/// The store lesson's view, with each field written through a ``FieldBinding``.
@MainActor
final class FieldBindingStoreView: CalculatorScreen {
  private let store: Store<CalculatorState, CalculatorAction>
  private let token: FieldBinding
  private let input: FieldBinding
  private let trace: Trace?
  private var subscription: StoreSubscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    let reducer = CalculatorReducer(model: model)
    store = Store(initialState: reducer.initialState, reducer: StepChecked(reducer))
    token = FieldBinding(store) { .tokenChanged($0) }
    input = FieldBinding(store) { .inputChanged($0) }
    self.trace = trace
    subscription = store.subscribe(to: \.resultText) { [weak self] text in
      self?.trace?.arrived(
        at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
      self?.resultText = text
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .binding, "token.text = \(Trace.literal(token))")
    self.token.text = token
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .binding, "input.text = \(Trace.literal(input))")
    self.input.text = input
  }
}
