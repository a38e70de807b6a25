import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// The fields, kept by an actor the whole app shares.
actor CalculatorFields {
  static let shared = CalculatorFields()
  private var token = ""
  private var input = ""

  func set(token: String) -> (token: String, input: String) {
    self.token = token
    return (token, input)
  }

  func set(input: String) -> (token: String, input: String) {
    self.input = input
    return (token, input)
  }
}

/// Wrong: a view model that keeps the fields in an app-wide actor, so every screen edits the
/// same fields.
@MainActor
final class SharedFieldsCalculatorViewModel {
  let resultText: Relay<String>
  private let model: any CalculatorModel
  private var last: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    enqueue { await CalculatorFields.shared.set(token: token) }
  }

  func inputChanged(_ input: String) {
    enqueue { await CalculatorFields.shared.set(input: input) }
  }

  private func enqueue(_ change: @escaping @Sendable () async -> (token: String, input: String)) {
    let previous = last
    last = Task { [weak self] in
      await previous?.value
      let fields = await change()
      guard let self else { return }
      self.resultText.send(String(self.model.sum(of: fields.input, separatedBy: fields.token)))
    }
  }
}

@MainActor
final class SharedFieldsCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: SharedFieldsCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = SharedFieldsCalculatorViewModel(model: model)
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batterySharedFieldsActor = Architecture(
    name: "battery-shared-fields-actor",
    summary: "MVVM whose view model keeps the fields in an app-wide actor",
    pattern: .mvvm,
    roles: [
      .objects(of: SharedFieldsCalculatorView.self, are: .view),
      .objects(of: SharedFieldsCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { SharedFieldsCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
