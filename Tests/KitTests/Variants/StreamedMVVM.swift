import CalculatorModel
import KataDriver
import KataShape

extension Variant {
  static let streamed = Variant(
    name: "MVVM whose output is an AsyncStream per observer, consumed in a Task",
    architecture: Architecture(
      name: "mvvm-streamed", summary: "the view consumes a stream of result texts from its view model",
      pattern: .mvvm,
      roles: [
        .objects(of: StreamedView.self, are: .view),
        .objects(of: StreamedViewModel.self, are: .viewModel),
        .objects(of: StreamSubscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { model, _ in StreamedView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// Publishes the result text as a stream per observer: each begins with the current value.
@MainActor
final class StreamedViewModel {
  private var resultText: String
  private var continuations: [Int: AsyncStream<String>.Continuation] = [:]
  private var nextID = 0
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    resultText = String(model.sum(of: "", separatedBy: ""))
  }

  /// The text last published, which every stream ends on.
  var latest: String { resultText }

  /// A new stream of the result text, for one observer: the current value, then each change.
  func resultTexts() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let id = nextID
    nextID += 1
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    continuation.yield(resultText)
    return stream
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish(String(model.sum(of: fields.input, separatedBy: token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish(String(model.sum(of: input, separatedBy: fields.token)))
  }

  private func publish(_ text: String) {
    resultText = text
    for continuation in continuations.values { continuation.yield(text) }
  }
}

/// One observer's subscription: the task that consumes its stream (an `AsyncStream`, or
/// Observation's `Observations`), cancelled when let go.
@MainActor
final class StreamSubscription {
  private var task: Task<Void, Never>?
  /// The value last handed to the observer.
  private(set) var delivered: String?

  init(_ stream: some AsyncSequence<String, Never> & Sendable, _ observer: @escaping (String) -> Void) {
    task = Task { @MainActor [weak self] in
      for await text in stream {
        self?.delivered = text
        observer(text)
      }
    }
  }

  isolated deinit { task?.cancel() }
}

/// The subscriptions a screen has handed to other views, held weakly: its `settle()` waits
/// for every observer, not only its own view, since each stream is consumed by a task of its
/// own and reaches its observer on a turn of its own.
@MainActor
struct HandedOutSubscriptions {
  private var subscriptions: [() -> StreamSubscription?] = []

  mutating func add(_ subscription: StreamSubscription) {
    subscriptions.append { [weak subscription] in subscription }
  }

  /// Whether every subscription still held has handed its observer `latest`.
  func allDelivered(_ latest: String) -> Bool {
    subscriptions.allSatisfy { $0().map { $0.delivered == latest } ?? true }
  }
}

@MainActor
final class StreamedView: CalculatorScreen, BindingProbe {
  private let viewModel: StreamedViewModel
  private var subscription: StreamSubscription?
  private var handedOut = HandedOutSubscriptions()
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = StreamedViewModel(model: model)
    subscription = StreamSubscription(viewModel.resultTexts()) { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let subscription = StreamSubscription(viewModel.resultTexts(), observer)
    handedOut.add(subscription)
    return subscription
  }

  /// Each stream is consumed by a task of its own: no order among them.
  var promisesBindOrder: Bool { false }
}

/// A stream's values hop executors on their way, so how many turns they take is not fixed:
/// the screen says when its view, and every other view it bound, shows what was last
/// published.
extension StreamedView: SettlingScreen {
  func settle() async {
    var turns = 0
    while resultText != viewModel.latest || !handedOut.allDelivered(viewModel.latest),
      turns < Settling.maximumTurns
    {
      await Task.yield()
      turns += 1
    }
  }
}
