import CalculatorModel
import KataDriver

/// Wrong: the store's state is a settable property, and the view writes its fields directly,
/// bypassing the reducer; the store recomputes when its state is set.
@MainActor
final class WritableCalculatorStore {
  private let model: any CalculatorModel
  private let output: Relay<String>
  var state = StoreCalculatorState() {
    didSet { recompute() }
  }

  init(model: any CalculatorModel) {
    self.model = model
    output = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func subscribe(_ observer: @escaping (String) -> Void) -> RelayToken { output.bind(observer) }

  private func recompute() {
    output.send(String(model.sum(of: state.input, separatedBy: state.token)))
  }
}

@MainActor
final class DirectWriteCalculatorView: CalculatorScreen {
  private let store: WritableCalculatorStore
  private let trace: Trace?
  private var subscription: RelayToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    store = WritableCalculatorStore(model: model)
    subscription = store.subscribe { [weak self] text in self?.render(text) }
  }

  private func render(_ text: String) {
    trace?.arrived(at: .view, "render(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.state.token = token
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.state.input = input
  }
}

extension Architecture {
  static let batteryStoreDirectWrite = Architecture(
    name: "battery-store-direct-write",
    summary: "a store whose view writes store.state directly",
    pattern: .store,
    roles: [
      .objects(of: DirectWriteCalculatorView.self, are: .view),
      .objects(of: WritableCalculatorStore.self, are: .store),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(viewModelAs: .store),
    calculator: { DirectWriteCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
