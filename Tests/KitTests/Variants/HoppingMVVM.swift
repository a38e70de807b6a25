import CalculatorModel
import KataDriver
import KataShape

extension Variant {
  static let hopping = Variant(
    name: "MVVM whose view model sums in a detached task, off the main actor, and publishes back on it",
    architecture: Architecture(
      name: "mvvm-hopping", summary: "the view model works off the main actor and hops back to publish",
      pattern: .mvvm,
      roles: [
        .objects(of: HoppingView.self, are: .view),
        .objects(of: HoppingViewModel.self, are: .viewModel),
        .objects(of: TaskedOutput.self, are: .binding),
        .objects(of: TaskedOutput.Subscription.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { HoppingView(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// Works out each sum in a detached task, off the main actor, one after the other, and
/// publishes it with `await MainActor.run`: the work runs anywhere, the view is told on the
/// main actor.
@MainActor
final class HoppingViewModel {
  let resultText: TaskedOutput
  /// The lesson's Model protocol is not `Sendable`; a sum rule is a pure function, safe to
  /// carry to the task.
  private let model: UncheckedModel
  private var fields = (token: "", input: "")
  private var work: Task<Void, Never>?

  init(model: any CalculatorModel) {
    self.model = UncheckedModel(model)
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
    let (token, input) = fields
    let previous = work
    work = Task.detached { [weak self, model] in
      await previous?.value
      let sum = model.model.sum(of: input, separatedBy: token)
      await MainActor.run { self?.resultText.send(String(sum)) }
    }
  }

  isolated deinit { work?.cancel() }
}

@MainActor
final class HoppingView: CalculatorScreen, BindingProbe, SettlingScreen {
  private let viewModel: HoppingViewModel
  private let trace: Trace?
  private var subscriptions: [TaskedOutput.Subscription] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = HoppingViewModel(model: model)
    self.trace = trace
    let output = viewModel.resultText
    subscriptions =
      trace.map { trace in
        trace.bindView(to: output.bind, named: "resultText", describedBy: Trace.literal) {
          [output.bind { [weak self] in self?.show($0) }]
        }
      } ?? [output.bind { [weak self] in self?.show($0) }]
  }

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
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }

  func settle() async { await viewModel.finished() }
}
