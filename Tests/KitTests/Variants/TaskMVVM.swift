import CalculatorModel
import KataDriver
import KataShape

extension Variant {
  static let tasked = Variant(
    name: "MVVM whose view model asks the Model from a Task it starts, cancelling the one before",
    architecture: Architecture(
      name: "mvvm-tasked", summary: "the view model works out each result in a task of its own",
      pattern: .mvvm,
      roles: [
        .objects(of: TaskedView.self, are: .view),
        .objects(of: TaskedViewModel.self, are: .viewModel),
        .objects(of: TaskedOutput.self, are: .binding),
        .objects(of: TaskedOutput.Subscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in TaskedView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// An output that keeps every observer and hands a new one the current value.
@MainActor
final class TaskedOutput {
  /// One observer's place in the output; unbinding is letting it go.
  final class Subscription {
    let observer: (String) -> Void
    init(_ observer: @escaping (String) -> Void) { self.observer = observer }
  }

  private(set) var value: String
  private var subscriptions: [WeakSubscription] = []

  private struct WeakSubscription {
    weak var subscription: Subscription?
  }

  init(_ value: String) { self.value = value }

  func bind(_ observer: @escaping (String) -> Void) -> Subscription {
    let subscription = Subscription(observer)
    subscriptions.append(WeakSubscription(subscription: subscription))
    observer(value)
    return subscription
  }

  func send(_ value: String) {
    self.value = value
    subscriptions.removeAll { $0.subscription == nil }
    for entry in subscriptions { entry.subscription?.observer(value) }
  }
}

/// Works out each result in a task it owns: a newer edit cancels the older one's task, and
/// the view model cancels the last one when it goes.
@MainActor
final class TaskedViewModel {
  let resultText: TaskedOutput
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")
  private var work: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = model
    resultText = TaskedOutput(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    recompute()
  }

  /// Waits for the result last asked for.
  func finished() async { await work?.value }

  private func recompute() {
    work?.cancel()
    let (token, input) = fields
    work = Task { [weak self] in
      guard let self, !Task.isCancelled else { return }
      let sum = self.model.sum(of: input, separatedBy: token)
      self.resultText.send(String(sum))
    }
  }

  isolated deinit { work?.cancel() }
}

@MainActor
final class TaskedView: CalculatorScreen, BindingProbe, SettlingScreen {
  private let viewModel: TaskedViewModel
  private var subscription: TaskedOutput.Subscription?
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = TaskedViewModel(model: model)
    subscription = viewModel.resultText.bind { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }

  func settle() async { await viewModel.finished() }
}
