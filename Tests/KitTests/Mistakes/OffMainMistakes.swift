import CalculatorModel
import Dispatch
import KataDriver
import KataShape
import Synchronization

// Results handed to the view off the main actor: the work may run anywhere, the view is told
// on the main actor. Each screen here is nonisolated, its state behind locks, so that it
// compiles under Swift 6 and never traps: the compiler cannot see the mistake, the rule can.

extension Mistake {
  static let offMainMistakes: [Mistake] = [
    Mistake(
      name: "an MVVM view model that publishes its result from a Task.detached",
      architecture: .offMain(DetachedViewModel.self),
      screen: .calculator,
      breaks: [.viewIsToldOnTheMainActor],
      says: "reached the view off the main actor"),
    Mistake(
      name: "an MVVM view model whose actor use case publishes the result itself, from the actor",
      architecture: .offMain(ActorPublishingViewModel.self),
      screen: .calculator,
      breaks: [.viewIsToldOnTheMainActor],
      says: "reached the view off the main actor"),
    Mistake(
      name: "an MVVM view model that publishes its result from a DispatchQueue callback",
      architecture: .offMain(QueuePublishingViewModel.self),
      screen: .calculator,
      breaks: [.viewIsToldOnTheMainActor],
      says: "another view bound to the same output was handed"),
  ]
}

extension Architecture {
  /// MVVM with a nonisolated view bound to `ViewModel`, which publishes off the main actor.
  fileprivate static func offMain<ViewModel: OffMainViewModel>(_: ViewModel.Type) -> Architecture {
    .mistake(
      of: .mvvm,
      roles: [
        .objects(of: OffMainView<ViewModel>.self, are: .view),
        .objects(of: ViewModel.self, are: .viewModel),
        .objects(of: SummingActor.self, are: .viewModel),
        .objects(of: LockedOutput.self, are: .binding),
        .objects(of: LockedOutput.Subscription.self, are: .binding),
      ],
      calculator: { OffMainView<ViewModel>(model: $0, trace: $1) })
  }
}

/// A view model any thread may call, that publishes its result wherever its work ends.
protocol OffMainViewModel: AnyObject, Sendable {
  init(model: UncheckedModel)
  var resultText: LockedOutput { get }
  func tokenChanged(_ token: String)
  func inputChanged(_ input: String)
  /// Returns once the last result asked for is published.
  func finished() async
}

/// An output any thread may send to: its value and its observers behind a lock, each observer
/// told on the thread that sends.
final class LockedOutput: Sendable {
  /// One observer's place in the output; unbinding is letting it go.
  final class Subscription: Sendable {}

  private struct Observer {
    weak var subscription: Subscription?
    let observe: (String) -> Void
  }

  private let state: Mutex<(value: String, observers: [Observer])>

  init(_ value: String) { state = Mutex((value, [])) }

  /// The mistake's own way across threads: the observer is a view's, which the compiler would
  /// keep on the main actor.
  func bind(_ observer: @escaping (String) -> Void) -> Subscription {
    let subscription = Subscription()
    let carried = UncheckedObserver(observe: observer)
    let value = state.withLock {
      $0.observers.append(Observer(subscription: subscription, observe: carried.observe))
      return $0.value
    }
    observer(value)
    return subscription
  }

  func send(_ value: String) {
    let observers = state.withLock {
      $0.value = value
      $0.observers.removeAll { $0.subscription == nil }
      return $0.observers.map { UncheckedObserver(observe: $0.observe) }
    }
    for observer in observers { observer.observe(value) }
  }
}

/// A view's observer carried to whichever thread sends; the test's own wrong code only.
struct UncheckedObserver: @unchecked Sendable {
  let observe: (String) -> Void
}

/// Wrong: works out each result in a detached task, one after the other, and publishes it there.
final class DetachedViewModel: OffMainViewModel {
  let resultText = LockedOutput("0")
  private let model: UncheckedModel
  private let fields = Mutex((token: "", input: ""))
  private let work = Mutex<Task<Void, Never>?>(nil)

  init(model: UncheckedModel) { self.model = model }

  func tokenChanged(_ token: String) { recompute { $0.token = token } }
  func inputChanged(_ input: String) { recompute { $0.input = input } }
  func finished() async { await work.withLock { $0 }?.value }

  private func recompute(_ edit: (inout (token: String, input: String)) -> Void) {
    let (token, input) = fields.withLock {
      edit(&$0)
      return $0
    }
    work.withLock { work in
      let previous = work
      work = Task.detached { [weak self] in
        await previous?.value
        guard let self else { return }
        self.resultText.send(String(self.model.model.sum(of: input, separatedBy: token)))
      }
    }
  }
}

/// Works out each sum, and publishes it from inside the actor.
actor SummingActor {
  private let model: UncheckedModel
  private let output: LockedOutput

  init(model: UncheckedModel, output: LockedOutput) {
    self.model = model
    self.output = output
  }

  func publishSum(of input: String, separatedBy token: String) {
    output.send(String(model.model.sum(of: input, separatedBy: token)))
  }
}

/// Wrong: hands each edit to an actor use case that tells the output itself, on the actor.
final class ActorPublishingViewModel: OffMainViewModel {
  let resultText = LockedOutput("0")
  private let summing: SummingActor
  private let fields = Mutex((token: "", input: ""))
  private let work = Mutex<Task<Void, Never>?>(nil)

  init(model: UncheckedModel) { summing = SummingActor(model: model, output: resultText) }

  func tokenChanged(_ token: String) { recompute { $0.token = token } }
  func inputChanged(_ input: String) { recompute { $0.input = input } }
  func finished() async { await work.withLock { $0 }?.value }

  private func recompute(_ edit: (inout (token: String, input: String)) -> Void) {
    let (token, input) = fields.withLock {
      edit(&$0)
      return $0
    }
    work.withLock { work in
      let previous = work
      work = Task { [summing] in
        await previous?.value
        await summing.publishSum(of: input, separatedBy: token)
      }
    }
  }
}

/// Wrong: works out each result on a serial background queue, and publishes it from its callback.
final class QueuePublishingViewModel: OffMainViewModel {
  let resultText = LockedOutput("0")
  private let model: UncheckedModel
  private let fields = Mutex((token: "", input: ""))
  private let queue = DispatchQueue(label: "QueuePublishingViewModel")

  init(model: UncheckedModel) { self.model = model }

  func tokenChanged(_ token: String) { recompute { $0.token = token } }
  func inputChanged(_ input: String) { recompute { $0.input = input } }

  func finished() async {
    await withCheckedContinuation { done in queue.async { done.resume() } }
  }

  private func recompute(_ edit: (inout (token: String, input: String)) -> Void) {
    let (token, input) = fields.withLock {
      edit(&$0)
      return $0
    }
    queue.async { [model, resultText] in
      resultText.send(String(model.model.sum(of: input, separatedBy: token)))
    }
  }
}

/// An MVVM view with no isolation: it owns its view model, binds to its output between the
/// trace's brackets, and notes each text where it arrives, on whichever thread that is.
nonisolated final class OffMainView<ViewModel: OffMainViewModel>: CalculatorScreen, BindingProbe,
  SettlingScreen, Sendable
{
  private let viewModel: ViewModel
  private let trace: Trace?
  private let subscriptions = Mutex<[AnyObject]>([])
  private let shown = Mutex("")

  @MainActor
  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = ViewModel(model: UncheckedModel(model))
    self.trace = trace
    let output = viewModel.resultText
    let bound =
      trace.map { trace in
        trace.bindView(to: output.bind, named: "resultText", describedBy: Trace.literal) {
          [output.bind { @Sendable [weak self] in self?.show($0) }]
        }
      } ?? [output.bind { @Sendable [weak self] in self?.show($0) }]
    subscriptions.withLock { $0 = bound }
  }

  var resultText: String { shown.withLock { $0 } }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    viewModel.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    viewModel.inputChanged(input)
  }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    shown.withLock { $0 = text }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }

  func settle() async { await viewModel.finished() }
}
