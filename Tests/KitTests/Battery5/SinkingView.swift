import CalculatorModel
import KataDriver

// The fifth battery's own small MVVM kit, as a team writes one once and uses it for every
// screen: a view model protocol (two inputs, a published result) and one calculator view,
// generic over the view model, that sinks the result and forwards each edit. The MVVM
// architectures below differ in their view models only, where each one's mistake is.

/// What a calculator view model offers its view: two inputs, and the result to sink.
@MainActor
protocol SinkableCalculatorViewModel: AnyObject, SendableMetatype {
  init(model: any CalculatorModel)
  func tokenChanged(_ token: String)
  func inputChanged(_ input: String)
  var resultText: ValuePublisher<String> { get }
  /// Whether every edit sent so far has been published: a view model that takes its edits on a
  /// later turn says when it has caught up.
  var isSettled: Bool { get }
}

extension SinkableCalculatorViewModel {
  var isSettled: Bool { true }

  /// The label's text for the fields: the Model's sum, as the label shows it.
  func text(of fields: (token: String, input: String), with model: any CalculatorModel) -> String {
    String(model.sum(of: fields.input, separatedBy: fields.token))
  }
}

/// The calculator view of every view model above: it owns its view model, sinks its result
/// between the trace's two brackets, and forwards each edit.
@MainActor
final class SinkingCalculatorView<ViewModel: SinkableCalculatorViewModel>: CalculatorScreen, SettlingScreen,
  BindingProbe
{
  let viewModel: ViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = ViewModel(model: model)
    self.trace = trace
    let output = viewModel.resultText
    cancellables = sinkBracketed(output.sink, named: "resultText", describedBy: Trace.literal, trace: trace) {
      [weak self] in
      self?.show($0)
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

  /// Shows `text`; a view model may call it too, which is the mistake some of them make.
  func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.sink(observer)
  }

  /// Returns once the view model has published every edit.
  func settle() async {
    for _ in 0..<10_000 where !viewModel.isSettled {
      await Task.yield()
    }
  }
}

extension Architecture {
  /// An MVVM architecture of the battery: its calculator is the sinking view over `ViewModel`,
  /// its score list the MVVM lesson's.
  static func battery5Sinking<ViewModel: SinkableCalculatorViewModel>(
    _ name: String, _ viewModel: ViewModel.Type, roles: @escaping @Sendable () -> [RoleDeclaration] = { [] }
  ) -> Architecture {
    Architecture(
      name: name, summary: "MVVM over the battery's sinking view", pattern: .mvvm,
      roles: [
        .objects(of: SinkingCalculatorView<ViewModel>.self, are: .view),
        .objects(of: ViewModel.self, are: .viewModel),
        .objects(of: ValueSubject<String>.self, are: .binding),
        .objects(of: SinkCancellable.self, are: .binding),
      ] + roles() + Architecture.mvvm.roles,
      calculator: { SinkingCalculatorView<ViewModel>(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
  }
}
