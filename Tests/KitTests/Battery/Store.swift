import CalculatorModel
import KataDriver
import KataShape
import KataTracing

extension Pattern {
  static let store = Pattern(
    name: "Store", mediator: .store,
    rules: [
      .owns(
        .view, .store, name: "the view owns its store", why: "the store lives as long as its screen.",
        hint: "keep the store in a `let` of the view.", lesson: "docs/adding-an-architecture.md"),
      .reachesOnly(
        [.model, .service], through: .store, name: "only the store asks the Model",
        why: "effects run in the store.", hint: "ask the Model in a reducer's effect.",
        lesson: "docs/adding-an-architecture.md"),
      .storeKnowsNoView,
      .showsWhatArrives(
        .view, name: "the view formats nothing", why: "the state holds the text.",
        hint: "keep the text in the state.", lesson: "docs/adding-an-architecture.md"),
    ])
}

extension ShapeRule {
  static let storeKnowsNoView = cannotReach(
    from: .store, [.view], name: "the store knows no view", why: "views subscribe to its state.",
    hint: "publish state; let the view subscribe.", lesson: "docs/adding-an-architecture.md")
}

struct StoreCalculatorState: Equatable {
  var token = ""
  var input = ""
  var resultText = ""
}

enum StoreCalculatorAction {
  case tokenChanged(String)
  case inputChanged(String)
}

/// A store in the style of TCA: the state is a value, a reducer is the only code that changes
/// it, and the Model is asked in the reducer's effect.
@MainActor
final class BatteryCalculatorStore {
  private let model: any CalculatorModel
  let state: Relay<StoreCalculatorState>

  init(model: any CalculatorModel) {
    self.model = model
    var initial = StoreCalculatorState()
    initial.resultText = String(model.sum(of: "", separatedBy: ""))
    state = Relay(initial)
  }

  func send(_ action: StoreCalculatorAction) {
    var next = state.value
    Self.reduce(&next, action)
    next.resultText = String(model.sum(of: next.input, separatedBy: next.token))
    state.send(next)
  }

  private static func reduce(_ state: inout StoreCalculatorState, _ action: StoreCalculatorAction) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
  }
}

@MainActor
final class StoreCalculatorView: CalculatorScreen {
  private let store: BatteryCalculatorStore
  private let trace: Trace?
  private var subscription: RelayToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    store = BatteryCalculatorStore(model: model)
    subscription = store.state.bind { [weak self] state in self?.render(state) }
  }

  private func render(_ state: StoreCalculatorState) {
    trace?.arrived(
      at: .view, "render(\(Trace.literal(state.resultText)))", carrying: state.resultText, from: .store)
    resultText = state.resultText
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
}

extension Architecture {
  static let batteryStore = Architecture(
    name: "battery-store",
    summary: "a store: state as a value, a reducer, the view subscribes",
    pattern: .store,
    roles: [
      .objects(of: StoreCalculatorView.self, are: .view),
      .objects(of: BatteryCalculatorStore.self, are: .store),
      .objects(of: Relay<StoreCalculatorState>.self, are: .binding),
      .objects(of: RelayToken.self, are: .binding),
    ] + Borrowed.mvvmScoreListRoles(viewModelAs: .store),
    calculator: { StoreCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
