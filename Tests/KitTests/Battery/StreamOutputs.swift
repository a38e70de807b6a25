import CalculatorModel
import KataDriver
import KataShape
import KataTracing

/// An output delivered through `AsyncStream`s: each observer consumes a stream of its own in a
/// task the output starts, the current value first.
@MainActor
final class StreamOutput<Value: Sendable & Equatable> {
  private(set) var value: Value
  private var observers: [Int: (observe: (Value) -> Void, delivered: Value?)] = [:]
  private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
  private var nextID = 0

  init(_ value: Value) { self.value = value }

  func send(_ value: Value) {
    self.value = value
    for continuation in continuations.values { continuation.yield(value) }
  }

  func bind(_ observer: @escaping (Value) -> Void) -> StreamOutputSubscription {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
    observers[id] = (observer, nil)
    continuations[id] = continuation
    continuation.yield(value)
    let task = Task { [weak self] in
      for await value in stream {
        self?.deliver(value, to: id)
      }
    }
    return StreamOutputSubscription(task: task) { [weak self] in self?.unbind(id) }
  }

  /// Whether every observer has been handed the latest value.
  var isDelivered: Bool { observers.values.allSatisfy { $0.delivered == value } }

  private func deliver(_ value: Value, to id: Int) {
    guard let observer = observers[id] else { return }
    observers[id]?.delivered = value
    observer.observe(value)
  }

  private func unbind(_ id: Int) {
    observers[id] = nil
    continuations.removeValue(forKey: id)?.finish()
  }
}

/// Keeps one observer of a ``StreamOutput`` bound; letting it go ends its task.
@MainActor
final class StreamOutputSubscription {
  private let task: Task<Void, Never>
  private let onCancel: () -> Void

  init(task: Task<Void, Never>, onCancel: @escaping () -> Void) {
    self.task = task
    self.onCancel = onCancel
  }

  isolated deinit {
    task.cancel()
    onCancel()
  }
}

/// Honest: MVVM whose view model publishes through `AsyncStream`s, which the view consumes.
@MainActor
final class StreamingCalculatorViewModel {
  let resultText: StreamOutput<String>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = StreamOutput(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    resultText.send(String(model.sum(of: input, separatedBy: token)))
  }

  func inputChanged(_ input: String) {
    self.input = input
    resultText.send(String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class StreamingCalculatorView: CalculatorScreen, BindingProbe, SettlingScreen {
  private let viewModel: StreamingCalculatorViewModel
  private let trace: Trace?
  private var subscriptions: [StreamOutputSubscription] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = StreamingCalculatorViewModel(model: model)
    subscriptions = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
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

  func settle() async {
    while !viewModel.resultText.isDelivered { await Task.yield() }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }

  var promisesBindOrder: Bool { false }
}

extension Architecture {
  static let batteryStreams = Architecture(
    name: "battery-streams",
    summary: "MVVM whose outputs are AsyncStreams the view consumes",
    pattern: .mvvm,
    roles: [
      .objects(of: StreamingCalculatorView.self, are: .view),
      .objects(of: StreamingCalculatorViewModel.self, are: .viewModel),
      .objects(of: StreamOutput<String>.self, are: .binding),
      .objects(of: StreamOutputSubscription.self, are: .binding),
    ] + Borrowed.mvvmScoreListRoles(),
    calculator: { StreamingCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
