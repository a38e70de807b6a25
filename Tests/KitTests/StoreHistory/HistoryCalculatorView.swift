import CalculatorModel
import CalculatorStore
import KataShape

@testable import KataDriver

// Shared pieces of the stores written against the history rule: a calculator store's minimal surface, and a view that owns
// one, sends each edit as an action and draws what the store tells it, as the lesson's does.

/// What the calculator views of these stores need of a store.
@MainActor
protocol HistoryCalculatorStore: AnyObject, SendableMetatype {
  init(model: any CalculatorModel)
  func editToken(_ token: String)
  func editInput(_ input: String)
  /// Tells `subscriber` the result text now, and whenever it changes.
  func subscribe(_ subscriber: @escaping (String) -> Void)
}

/// A calculator view over `Store`: sends, and draws what it is told.
@MainActor
final class HistoryCalculatorView<Store: HistoryCalculatorStore>: CalculatorScreen {
  let store: Store
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    store = Store(model: model)
    self.trace = trace
    store.subscribe { [weak self] in self?.show($0) }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.editToken(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.editInput(input)
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(resultText: \(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }
}

extension Architecture {
  /// The store lesson, with its calculator built on a store `store`, declared `.store`,
  /// and `extra` declared too.
  static func historyStore<S: HistoryCalculatorStore>(
    _ name: String, store: S.Type, extra: [RoleDeclaration] = []
  ) -> Architecture {
    Architecture(
      name: name, summary: "a store written against the replay rule", pattern: .unidirectional,
      roles: [
        .objects(of: HistoryCalculatorView<S>.self, are: .view),
        .objects(of: S.self, are: .store),
      ] + extra + Architecture.store.roles,
      calculator: { HistoryCalculatorView<S>(model: $0, trace: $1) },
      scoreList: { Architecture.store.makeScoreListScreen(service: $0, trace: $1) })
  }
}

/// The calculator's sum as the label shows it.
nonisolated func resultText(_ model: any CalculatorModel, _ input: String, _ token: String) -> String {
  String(model.sum(of: input, separatedBy: token))
}
