import CalculatorModel
import KataDriver
import Synchronization

// Wrong: a view model that works the sum out off the main actor, in a detached task, "to keep
// the main thread free", and sends the label from there through a subject made thread-safe
// with a lock. The view it tells is made thread-safe too, so nothing traps: the label is set
// from a thread of the cooperative pool, racing whatever draws it. The edit's own task awaits
// the detached work, so the driver waits for it.

/// A subject any thread may send to: its sinks are called on the sender's thread.
final class LockedSubject: Sendable {
  private let state: Mutex<(value: String, sinks: [Int: @Sendable (String) -> Void], next: Int)>

  init(_ value: String) { state = Mutex((value, [:], 0)) }

  func send(_ value: String) {
    let sinks = state.withLock { state in
      state.value = value
      return state.sinks.sorted { $0.key < $1.key }.map(\.value)
    }
    for sink in sinks { sink(value) }
  }

  func sink(_ receive: @escaping @Sendable (String) -> Void) -> LockedCancellable {
    let (id, value) = state.withLock { state in
      defer { state.next += 1 }
      state.sinks[state.next] = receive
      return (state.next, state.value)
    }
    receive(value)
    return LockedCancellable { [weak self] in _ = self?.state.withLock { $0.sinks.removeValue(forKey: id) } }
  }
}

/// Keeps one sink of a ``LockedSubject``.
final class LockedCancellable: Sendable {
  private let onCancel: @Sendable () -> Void

  init(_ onCancel: @escaping @Sendable () -> Void) { self.onCancel = onCancel }

  deinit { onCancel() }
}

/// The Model, handed to the detached task: the driver's Model is a class used one call at a time.
private struct DetachedModel: @unchecked Sendable {
  let base: any CalculatorModel
}

@MainActor
final class DetachedCalculatorViewModel {
  private let model: any CalculatorModel
  let result: LockedSubject
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    result = LockedSubject(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    recompute()
  }

  private func recompute() {
    let fields = fields
    let model = DetachedModel(base: model)
    let result = result
    Task {
      await Task.detached {
        result.send(String(model.base.sum(of: fields.input, separatedBy: fields.token)))
      }.value
    }
  }
}

/// A view any thread may tell: its label is behind a lock.
final class ThreadSafeCalculatorView: Sendable {
  private let label = Mutex("")
  private let trace: Trace?
  private let viewModel: DetachedCalculatorViewModel
  private let cancellable: Mutex<LockedCancellable?> = Mutex(nil)

  @MainActor
  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = DetachedCalculatorViewModel(model: model)
    self.trace = trace
    let cancellable = viewModel.result.sink { [weak self] in self?.show($0) }
    self.cancellable.withLock { $0 = cancellable }
  }

  func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    label.withLock { $0 = text }
  }
}

extension ThreadSafeCalculatorView: CalculatorScreen, BindingProbe {
  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  var resultText: String { label.withLock { $0 } }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    nonisolated(unsafe) let observer = observer
    return viewModel.result.sink { observer($0) }
  }
}

extension Architecture {
  static let battery5Detached = Architecture(
    name: "battery5-detached", summary: "MVVM that tells its view from a detached task", pattern: .mvvm,
    roles: [
      .objects(of: ThreadSafeCalculatorView.self, are: .view),
      .objects(of: DetachedCalculatorViewModel.self, are: .viewModel),
      .objects(of: LockedSubject.self, are: .binding),
      .objects(of: LockedCancellable.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { ThreadSafeCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
