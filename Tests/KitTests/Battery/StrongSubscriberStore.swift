import CalculatorModel
import KataDriver
import KataTracing

/// Wrong: a store whose view subscribes with a closure that captures the view strongly, so
/// the store keeps its view, and the view its store.
@MainActor
final class StrongSubscriberCalculatorView: CalculatorScreen {
  private let store: BatteryCalculatorStore
  private let trace: Trace?
  private var subscription: RelayToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    store = BatteryCalculatorStore(model: model)
    subscription = store.state.bind { state in self.render(state) }
  }

  private func render(_ state: StoreCalculatorState) {
    trace?.arrived(
      at: .view, "render(\(Trace.literal(state.resultText)))", carrying: state.resultText, from: .store)
    resultText = state.resultText
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.send(.tokenChanged(token))
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.send(.inputChanged(input))
  }
}

extension Architecture {
  static let batteryStrongSubscriber = Architecture(
    name: "battery-strong-subscriber",
    summary: "a store whose view subscribes with a strong capture",
    pattern: .store,
    roles: [
      .objects(of: StrongSubscriberCalculatorView.self, are: .view),
      .objects(of: BatteryCalculatorStore.self, are: .store),
      .objects(of: Relay<StoreCalculatorState>.self, are: .binding),
      .objects(of: RelayToken.self, are: .binding),
    ] + Borrowed.mvvmScoreListRoles(viewModelAs: .store),
    calculator: { StrongSubscriberCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
