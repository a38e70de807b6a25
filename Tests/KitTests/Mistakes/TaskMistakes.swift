import CalculatorModel
import KataDriver
import KataShape

@testable import CalculatorMVVM

// Work started in a task still belongs to the role that started it.

extension Mistake {
  static let taskMistakes: [Mistake] = [
    roleless, probeSpottingByAnswer, probeSpottingByFirstEdit, showsWhatItKept,
    Mistake(
      name: "an MVVM view that works out its own label in a Task it starts, with the Model in a closure",
      architecture: .mistake(
        of: Variant.tasked.architecture, roles: [.objects(of: SelfComputingTaskedView.self, are: .view)],
        calculator: { model, _ in SelfComputingTaskedView(model: model) }),
      screen: .calculator,
      breaks: [.boundViewCannotReachTheModel]),
    Mistake(
      name: "an MVVM view model that refreshes its result in a loop it starts and never cancels",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: RefreshingViewModel.self, are: .viewModel),
          .objects(of: TextBoundView<RefreshingViewModel>.self, are: .view),
        ],
        calculator: { model, _ in TextBoundView<RefreshingViewModel>(model: model) }),
      screen: .calculator,
      breaks: [.nothingOutlivesItsScreen],
      says: "still runs once the screen is gone"),
  ]
}

/// Works out each result at once, as an honest view model does, and publishes it again every
/// half minute from a task it starts and keeps no handle to: the task holds the view model
/// weakly, so the screen is freed, but nothing ever stops the loop.
@MainActor
final class RefreshingViewModel: BoundFieldsViewModel, TextViewModel {
  required override init(model: any CalculatorModel) {
    super.init(model: model)
    Task { [weak self] in
      while true {
        try? await Task.sleep(for: .seconds(30))
        self.map { $0.publish($0.resultText) }
      }
    }
  }
}

/// Binds to a tasked view model like an honest view, but starts a task of its own on each
/// edit that asks the Model (captured in a closure, which reflection cannot see into) and
/// sets its label from the answer.
@MainActor
final class SelfComputingTaskedView: CalculatorScreen, BindingProbe, SettlingScreen {
  private let viewModel: TaskedViewModel
  private let compute: @MainActor (String, String) -> Int128
  private var subscription: TaskedOutput.Subscription?
  private var fields = (token: "", input: "")
  private var work: Task<Void, Never>?
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = TaskedViewModel(model: model)
    compute = { model.sum(of: $0, separatedBy: $1) }
    subscription = viewModel.resultText.bind { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) {
    fields.token = token
    viewModel.tokenChanged(token)
    recompute()
  }

  func editInput(_ input: String) {
    fields.input = input
    viewModel.inputChanged(input)
    recompute()
  }

  private func recompute() {
    work?.cancel()
    let (token, input) = fields
    work = Task { [weak self] in
      await Task.yield()
      guard let self, !Task.isCancelled else { return }
      self.resultText = String(self.compute(input, token))
    }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }

  func settle() async {
    await viewModel.finished()
    await work?.value
  }

  isolated deinit { work?.cancel() }
}

extension Mistake {
  static let roleless = Mistake(
    name: "an MVVM view whose Task has a free function ask the Model, after an await",
    architecture: .mistake(
      of: Variant.tasked.architecture, roles: [.objects(of: RolelessTaskView.self, are: .view)],
      calculator: { model, _ in RolelessTaskView(model: model) }),
    screen: .calculator,
    breaks: [.boundViewCannotReachTheModel],
    says: "from code that plays no role")
}

/// Works out a label in a free function: the question has no role on its call stack at all.
nonisolated func labelText(_ ask: @Sendable () -> Int128) async -> String {
  await Task.yield()
  return String(ask())
}

/// Binds like an honest view, but overwrites its label with what a free function works out
/// from the Model, in a task it starts.
@MainActor
final class RolelessTaskView: CalculatorScreen, BindingProbe, SettlingScreen {
  private let viewModel: TaskedViewModel
  private let model: @Sendable (String, String) -> Int128
  private var subscription: TaskedOutput.Subscription?
  private var work: Task<Void, Never>?
  private var fields = (token: "", input: "")
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = TaskedViewModel(model: model)
    self.model = askingClosure(UncheckedModel(model))
    subscription = viewModel.resultText.bind { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) {
    fields.token = token
    viewModel.tokenChanged(token)
    relabel()
  }

  func editInput(_ input: String) {
    fields.input = input
    viewModel.inputChanged(input)
    relabel()
  }

  private func relabel() {
    work?.cancel()
    let (token, input) = fields
    work = startRelabelling(model, token: token, input: input) { [weak self] in self?.resultText = $0 }
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }

  func settle() async {
    await viewModel.finished()
    await work?.value
  }

  isolated deinit { work?.cancel() }
}

/// A closure that asks the Model, built outside any type.
func askingClosure(_ seam: UncheckedModel) -> @Sendable (String, String) -> Int128 {
  { seam.model.sum(of: $0, separatedBy: $1) }
}

/// Starts the task that relabels the view, outside any type: nothing on its stack plays a role.
@MainActor
func startRelabelling(
  _ model: @escaping @Sendable (String, String) -> Int128, token: String, input: String,
  show: @escaping @MainActor (String) -> Void
) -> Task<Void, Never> {
  Task {
    let text = await labelText { model(input, token) }
    guard !Task.isCancelled else { return }
    show(text)
  }
}

/// The Model carried across to the free function; the test's own wrong code only.
struct UncheckedModel: @unchecked Sendable {
  let model: any CalculatorModel
  init(_ model: any CalculatorModel) { self.model = model }
}

extension Mistake {
  static let probeSpottingByAnswer = Mistake(
    name: "a view model that asks the Model once, and computes by itself when the answer looks real",
    architecture: sharing(AnswerSpottingViewModel.self),
    screen: .calculator,
    breaks: [.computesWithTheGivenModel],
    says: "without a question to the Model")

  static let probeSpottingByFirstEdit = Mistake(
    name:
      "a view model that asks the Model about the first edit, and sums by itself once the answer matches its own",
    architecture: sharing(FirstEditSpottingViewModel.self),
    screen: .calculator,
    breaks: [.computesWithTheGivenModel],
    says: "\"-5\" was shown")

  /// Seen only because the run over a real-looking Model comes back to an input it showed: a
  /// view that keeps what it showed for each pair of fields asks nothing the second time.
  static let showsWhatItKept = Mistake(
    name: "an MVVM view that keeps the label it showed for each pair of fields, and shows it again",
    architecture: .batteryCachingView,
    screen: .calculator,
    breaks: [.computesWithTheGivenModel],
    says: "without a question to the Model", neverSays: "take the Model (or service) through the initializer")
}

/// The mistake: it asks the Model about the first input it is given, and sums it by itself
/// too; a Model that answers the same looks real, and from then on the view model sums by
/// itself. Over a real Model only the first input reaches the Model, so a check that looks at
/// the first input alone sees it ask.
@MainActor
final class FirstEditSpottingViewModel: TextViewModel {
  let output: BoundValue<String>
  private let model: any CalculatorModel
  private var trustsItself = false
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    let first = fields.input.isEmpty
    fields.input = input
    recompute()
    if first { trustsItself = output.value == String(own) }
  }

  private var own: Int128 { SumModel().sum(of: fields.input, separatedBy: fields.token) }

  private func recompute() {
    output.update(String(trustsItself ? own : model.sum(of: fields.input, separatedBy: fields.token)))
  }
}
/// The mistake: it asks the Model what `"1"` sums to once; a Model that answers 1 looks like
/// the real rule, and from then on the view model sums by itself, so a measured run over a
/// probe (whose answers stand out) sees it ask, and a real one does not.
@MainActor
final class AnswerSpottingViewModel: TextViewModel {
  let output: BoundValue<String>
  private let model: any CalculatorModel
  private let measured: Bool
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    measured = model.sum(of: "1", separatedBy: "") != 1
    output = BoundValue(String(model.sum(of: "", separatedBy: "")))
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
    let sum =
      measured
      ? model.sum(of: fields.input, separatedBy: fields.token)
      : SumModel().sum(of: fields.input, separatedBy: fields.token)
    output.update(String(sum))
  }
}
