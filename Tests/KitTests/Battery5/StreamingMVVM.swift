import CalculatorModel
import KataDriver
import ScoreBoard

// MVVM whose outputs are `AsyncStream`s, as code written for Swift concurrency binds: the view
// model hands each caller a stream of its own that starts with the current value, and the view
// iterates it in a task it owns and cancels as it goes. Honest: any number of streams, each
// starting from the current value, delivered on the main actor.

/// An output any number of views can iterate: each gets the current value first, then every
/// later one.
@MainActor
final class StreamedOutput<Value: Sendable> {
  private(set) var value: Value
  private var continuations: [Int: AsyncStream<Value>.Continuation] = [:]
  private var nextID = 0

  init(_ value: Value) { self.value = value }

  func send(_ value: Value) {
    self.value = value
    for id in continuations.keys.sorted() { continuations[id]?.yield(value) }
  }

  /// A stream of the current value and each later one, until the iterating task ends.
  func values() -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
    let id = nextID
    nextID += 1
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[id] = nil }
    }
    continuation.yield(value)
    return stream
  }
}

/// What keeps one more view iterating a stream: cancelled when let go.
@MainActor
final class StreamListener {
  private(set) var last: String?
  private var task: Task<Void, Never>?

  init(_ stream: AsyncStream<String>, _ observer: @escaping (String) -> Void) {
    task = Task { [weak self] in
      for await value in stream {
        self?.last = value
        observer(value)
      }
    }
  }

  isolated deinit { task?.cancel() }
}

@MainActor
final class StreamOutputCalculatorViewModel {
  private let model: any CalculatorModel
  let resultText: StreamedOutput<String>
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    resultText = StreamedOutput(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    resultText.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    resultText.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class StreamOutputCalculatorView: CalculatorScreen, SettlingScreen, BindingProbe {
  private let viewModel: StreamOutputCalculatorViewModel
  private let trace: Trace?
  private var iterating: Task<Void, Never>?
  private var others: [Weak5<StreamListener>] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = StreamOutputCalculatorViewModel(model: model)
    self.trace = trace
    let stream = viewModel.resultText.values()
    iterating = Task { [weak self] in
      for await text in stream { self?.show(text) }
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    viewModel.inputChanged(input)
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  /// Returns once this view and every other view bound show the latest value.
  func settle() async {
    for _ in 0..<10_000 {
      let latest = viewModel.resultText.value
      if resultText == latest && others.allSatisfy({ $0.object.map { $0.last == latest } ?? true }) { return }
      await Task.yield()
    }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let listener = StreamListener(viewModel.resultText.values(), observer)
    others.append(Weak5(listener))
    return listener
  }

  var promisesBindOrder: Bool { false }

  isolated deinit { iterating?.cancel() }
}

/// A weak reference, for a list of objects a view does not keep.
struct Weak5<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

@MainActor
final class StreamOutputScoreListViewModel {
  private let service: any ScoreService
  let state = StreamedOutput(Battery5ListState.loading)
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) { self.service = service }

  func load() async {
    request?.cancel()
    state.send(.loading)
    request = Task { [service, weak self] in
      let answer: Result<[Player], RosterError>
      do throws(RosterError) {
        answer = .success(try await service.loadPlayers())
      } catch {
        answer = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      self.request = nil
      for waiter in self.waiters { waiter.finish() }
      self.waiters = []
      self.state.send(Battery5ListState(answer))
    }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  isolated deinit { request?.cancel() }
}

@MainActor
final class StreamOutputScoreListView: ScoreListScreen, SettlingScreen, BindingProbe {
  private let viewModel: StreamOutputScoreListViewModel
  private let trace: Trace?
  private var iterating: Task<Void, Never>?
  private var loading: Task<Void, Never>?
  private var others: [Weak5<StreamListener>] = []
  private var rendered: Battery5ListState?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    viewModel = StreamOutputScoreListViewModel(service: service)
    self.trace = trace
    let stream = viewModel.state.values()
    iterating = Task { [weak self] in
      for await state in stream { self?.render(state) }
    }
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.load()
  }

  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    loading?.cancel()
    loading = Task { [viewModel] in await viewModel.load() }
  }

  private func render(_ state: Battery5ListState) {
    trace?.arrived(at: .view, "render(\(state.snapshot.traced))", carrying: state, from: .viewModel)
    rendered = state
    shownStates.show(state.snapshot)
  }

  func settle() async {
    for _ in 0..<10_000 {
      let latest = viewModel.state.value
      let othersCaughtUp = others.allSatisfy {
        $0.object.map { $0.last == String(describing: latest.snapshot) } ?? true
      }
      if rendered == latest && othersCaughtUp { return }
      await Task.yield()
    }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let states = viewModel.state.values()
    let (texts, continuation) = AsyncStream.makeStream(of: String.self)
    let relay = Task {
      for await state in states { continuation.yield(String(describing: state.snapshot)) }
      continuation.finish()
    }
    continuation.onTermination = { _ in relay.cancel() }
    let listener = StreamListener(texts, observer)
    others.append(Weak5(listener))
    return listener
  }

  var promisesBindOrder: Bool { false }

  isolated deinit {
    iterating?.cancel()
    loading?.cancel()
  }
}

extension Architecture {
  static let battery5Streaming = Architecture(
    name: "battery5-streaming", summary: "MVVM whose outputs are AsyncStreams, one per view", pattern: .mvvm,
    roles: [
      .objects(of: StreamOutputCalculatorView.self, are: .view),
      .objects(of: StreamOutputScoreListView.self, are: .view),
      .objects(of: StreamOutputCalculatorViewModel.self, are: .viewModel),
      .objects(of: StreamOutputScoreListViewModel.self, are: .viewModel),
      .objects(of: StreamedOutput<String>.self, are: .binding),
      .objects(of: StreamedOutput<Battery5ListState>.self, are: .binding),
      .objects(of: StreamListener.self, are: .binding),
    ],
    calculator: { StreamOutputCalculatorView(model: $0, trace: $1) },
    scoreList: { StreamOutputScoreListView(service: $0, trace: $1) })
}
