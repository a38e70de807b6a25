import CalculatorModel
import KataDriver
import ScoreBoard

// MVVM bound the way Combine binds: the view model keeps a subject per output, hands out a
// publisher, and the view keeps the cancellables its sinks return. Honest: a subject that
// starts from its current value and serves any number of sinks, as `CurrentValueSubject` does.

/// A Combine-shaped subject: its current value, and every sink, told in the order they came.
@MainActor
final class ValueSubject<Output> {
  private(set) var value: Output
  private var sinks: [(id: Int, receive: (Output) -> Void)] = []
  private var nextID = 0

  init(_ value: Output) { self.value = value }

  /// Tells every sink of `value`.
  func send(_ value: Output) {
    self.value = value
    for id in sinks.map(\.id) {
      sinks.first { $0.id == id }?.receive(value)
    }
  }

  /// Hands `receive` the current value now, and every value sent until the cancellable goes.
  func sink(_ receive: @escaping (Output) -> Void) -> SinkCancellable {
    let id = nextID
    nextID += 1
    sinks.append((id, receive))
    receive(value)
    return SinkCancellable { [weak self] in self?.sinks.removeAll { $0.id == id } }
  }

  /// What the view model hands out: the sinks, not the sends.
  var publisher: ValuePublisher<Output> { ValuePublisher(subject: self) }
}

/// A subject seen from outside: what a view can sink, never send.
@MainActor
struct ValuePublisher<Output> {
  fileprivate let subject: ValueSubject<Output>

  func sink(_ receive: @escaping (Output) -> Void) -> SinkCancellable { subject.sink(receive) }
}

/// Keeps one sink told; cancelled when let go, as `AnyCancellable` is.
@MainActor
final class SinkCancellable {
  private var onCancel: (() -> Void)?

  init(_ onCancel: @escaping () -> Void) { self.onCancel = onCancel }

  func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit { cancel() }
}

/// Sinks `receive` to an output through `sink`, between the trace's two recorder sinks when
/// there is a trace, so that what reaches the view between them is known to come through the
/// binding; returns every cancellable, to keep as the view keeps its own.
@MainActor
func sinkBracketed<Output>(
  _ sink: (@escaping (Output) -> Void) -> SinkCancellable, named name: String,
  describedBy describe: @escaping (Output) -> String, trace: Trace?, _ receive: @escaping (Output) -> Void
) -> [SinkCancellable] {
  guard let trace else { return [sink(receive)] }
  return trace.bindView(to: sink, named: name, describedBy: describe) { [sink(receive)] }
}

/// The calculator's view model: inputs as methods, the output as a publisher. Its view is the
/// battery's sinking view (`SinkingView.swift`).
@MainActor
final class PublisherCalculatorViewModel: SinkableCalculatorViewModel {
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    fields.token = token
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

/// The score list's view model: the state as a publisher, and a load the view awaits.
@MainActor
final class PublisherScoreListViewModel {
  private let service: any ScoreService
  private let state = ValueSubject(Battery5ListState.loading)
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) { self.service = service }

  var statePublisher: ValuePublisher<Battery5ListState> { state.publisher }

  /// Loads, replacing the request in flight; returns once an answer is shown, or at once when
  /// the caller's task is cancelled, which cancels nothing.
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

/// The score list view: it sinks the state, and starts its load in a task of its own.
@MainActor
final class PublisherScoreListView: ScoreListScreen, BindingProbe {
  private let viewModel: PublisherScoreListViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    viewModel = PublisherScoreListViewModel(service: service)
    self.trace = trace
    let output = viewModel.statePublisher
    cancellables = sinkBracketed(output.sink, named: "state", describedBy: \.snapshot.traced, trace: trace) {
      [weak self] in self?.render($0)
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
    shownStates.show(state.snapshot)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.statePublisher.sink { observer(String(describing: $0.snapshot)) }
  }

  isolated deinit { loading?.cancel() }
}

extension Architecture {
  static let battery5Publisher = Architecture(
    name: "battery5-publisher", summary: "MVVM bound with a Combine-shaped subject and sinks",
    pattern: .mvvm,
    roles: [
      .objects(of: SinkingCalculatorView<PublisherCalculatorViewModel>.self, are: .view),
      .objects(of: PublisherScoreListView.self, are: .view),
      .objects(of: PublisherCalculatorViewModel.self, are: .viewModel),
      .objects(of: PublisherScoreListViewModel.self, are: .viewModel),
      .objects(of: ValueSubject<String>.self, are: .binding),
      .objects(of: ValueSubject<Battery5ListState>.self, are: .binding),
      .objects(of: SinkCancellable.self, are: .binding),
    ],
    calculator: { SinkingCalculatorView<PublisherCalculatorViewModel>(model: $0, trace: $1) },
    scoreList: { PublisherScoreListView(service: $0, trace: $1) })
}
