import CalculatorModel
import Dispatch
import KataDriver

// Honest view models over the battery's sinking view:
//
// - one that takes its time: each edit starts a task that yields the main actor a few hundred
//   times (a stand-in for work done in slices) before it publishes, and a newer edit cancels
//   the one before, so the label ends on the latest edit however loaded the machine is;
// - one that keeps its sinks as weak observer objects, the Observer pattern as the Gang of Four
//   wrote it (and as `NotificationCenter` keeps its observers): the binding knows the views as
//   observers, weakly, and the view model knows only its binding.

@MainActor
final class SlicedCalculatorViewModel: SinkableCalculatorViewModel {
  private let model: any CalculatorModel
  private let result: ValueSubject<String>
  private var fields = (token: "", input: "")
  private var work: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = model
    result = ValueSubject(String(model.sum(of: "", separatedBy: "")))
  }

  var resultText: ValuePublisher<String> { result.publisher }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    recompute()
  }

  private func recompute() {
    work?.cancel()
    work = Task { [weak self] in
      for _ in 0..<300 { await Task.yield() }
      guard !Task.isCancelled, let self else { return }
      self.result.send(self.text(of: self.fields, with: self.model))
    }
  }

  isolated deinit { work?.cancel() }
}

/// What the observer subject tells: anything that shows a text.
@MainActor
protocol TextObserver: AnyObject {
  func observe(_ text: String)
}

/// One observer, held weakly.
struct WeakTextObserver {
  weak var observer: (any TextObserver)?
}

/// An observer that is a closure, for a view that observes by closure.
@MainActor
final class ClosureTextObserver: TextObserver {
  private let body: (String) -> Void
  init(_ body: @escaping (String) -> Void) { self.body = body }
  func observe(_ text: String) { body(text) }
}

/// A subject that keeps its observers weakly, and tells each the current value when it comes.
@MainActor
final class ObserverListSubject {
  private(set) var value: String
  private var observers: [WeakTextObserver] = []

  init(_ value: String) { self.value = value }

  func add(_ observer: any TextObserver) {
    observers.append(WeakTextObserver(observer: observer))
    observer.observe(value)
  }

  func send(_ value: String) {
    self.value = value
    observers.removeAll { $0.observer == nil }
    for observer in observers { observer.observer?.observe(value) }
  }
}

@MainActor
final class ObserverListCalculatorViewModel {
  private let model: any CalculatorModel
  let result: ObserverListSubject
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    result = ObserverListSubject(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    result.send(String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class ObserverListCalculatorView: CalculatorScreen, TextObserver, BindingProbe {
  private let viewModel: ObserverListCalculatorViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = ObserverListCalculatorViewModel(model: model)
    self.trace = trace
    viewModel.result.add(self)
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

  func observe(_ text: String) {
    trace?.arrived(at: .view, "observe(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    let other = ClosureTextObserver(observer)
    viewModel.result.add(other)
    return other
  }
}

extension Architecture {
  static let battery5Sliced = battery5Sinking("battery5-sliced", SlicedCalculatorViewModel.self)

  static let battery5ObserverList = Architecture(
    name: "battery5-observer-list", summary: "MVVM whose binding keeps weak observer objects", pattern: .mvvm,
    roles: [
      .objects(of: ObserverListCalculatorView.self, are: .view),
      .objects(of: ObserverListCalculatorViewModel.self, are: .viewModel),
      .objects(of: ObserverListSubject.self, are: .binding),
      .objects(of: ClosureTextObserver.self, are: .binding),
    ] + Architecture.mvvm.roles,
    calculator: { ObserverListCalculatorView(model: $0, trace: $1) },
    scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
}
