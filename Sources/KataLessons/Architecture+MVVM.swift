import CalculatorMVVM
import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import LessonManifest
import ScoreBoard

/// The MVVM lesson as the kit runs it: its name and summary from the manifest
/// (`Sources/LessonManifest/Lessons.swift`), the pattern it claims, the role of each of its types,
/// and its two screens, built through the driven views below, which trace it from outside.
extension Architecture {
  public static let mvvm = Architecture(
    name: Lesson.mvvm.name,
    summary: Lesson.mvvm.summary,
    pattern: .mvvm,
    roles: [
      .objects(of: (any CalculatorMVVM.CalculatorView).self, are: .view),
      .objects(of: (any CalculatorMVVM.ScoreListView).self, are: .view),
      .objects(of: CalculatorMVVM.CalculatorViewModel.self, are: .viewModel),
      .objects(of: CalculatorMVVM.ScoreListViewModel.self, are: .viewModel),
      .objects(of: BoundValue<String>.self, are: .binding),
      .objects(of: BoundValue<CalculatorMVVM.ScoreListState>.self, are: .binding),
      .objects(of: BindingToken.self, are: .binding),
    ],
    calculator: { MVVMDrivenCalculatorView.make(model: $0, trace: $1) },
    scoreList: { MVVMDrivenScoreListView.make(service: $0, trace: $1) }
  )
}

extension ScoreListSnapshot {
  /// A state of the MVVM lesson's view model, in the words every screen shares.
  public init(_ state: CalculatorMVVM.ScoreListState) {
    switch state {
    case .loading: self = .loading
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .rows(let rows): self = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }
}

/// The lesson's MVVM calculator view, as the driver drives it: the screen is the view itself,
/// composed and bound by ``CalculatorMVVM/CalculatorComposition``. Each message that crosses
/// it is recorded into the trace, if there is one, and then the lesson's own code does the
/// work.
///
/// With a trace, the view's own binding is bound between two recorder observers of the same
/// output (``Trace/openBracket(on:named:describedBy:by:)``): what reaches the view between them
/// came through the binding.
@MainActor
final class MVVMDrivenCalculatorView: CalculatorMVVM.HeadlessCalculatorView, DrivenLessonView,
  CalculatorScreen
{
  let trace: Trace?
  /// The recorder observers' tokens, kept as the view keeps its own.
  private var recorders: [BindingToken] = []

  static func make(model: any CalculatorModel, trace: Trace?) -> MVVMDrivenCalculatorView {
    let view = CalculatorMVVM.CalculatorComposition.compose(model: model) { viewModel in
      let view = MVVMDrivenCalculatorView(viewModel: viewModel, trace: trace)
      // The composition binds the view it is handed, next: the opening recorder goes first.
      if let trace {
        view.recorders = [
          trace.openBracket(
            on: viewModel.outputs.resultText.bind, named: "resultText", describedBy: Trace.literal)
        ]
      }
      return view
    }
    if let trace { view.recorders.append(trace.closeBracket(on: view.viewModel.outputs.resultText.bind)) }
    return view
  }

  private init(viewModel: CalculatorViewModel, trace: Trace?) {
    self.trace = trace
    super.init(viewModel: viewModel)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .viewModel, "tokenChanged(\(Trace.literal(token)))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .viewModel, "inputChanged(\(Trace.literal(input)))")
    super.editInput(input)
  }

  override func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    super.showResultText(text)
  }
}

extension MVVMDrivenCalculatorView: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}

/// The lesson's MVVM score list view, as the driver drives it: the screen is the view itself,
/// composed and bound by ``CalculatorMVVM/ScoreListComposition``, and bound between two
/// recorder observers when there is a trace (see ``MVVMDrivenCalculatorView``). What it
/// renders is kept in the words every screen shares.
@MainActor
final class MVVMDrivenScoreListView: CalculatorMVVM.HeadlessScoreListView, DrivenLessonView, ScoreListScreen {
  let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []
  /// The recorder observers' tokens, kept as the view keeps its own.
  private var recorders: [BindingToken] = []

  static func make(service: any ScoreService, trace: Trace?) -> MVVMDrivenScoreListView {
    let view = CalculatorMVVM.ScoreListComposition.compose(service: service) { viewModel in
      let view = MVVMDrivenScoreListView(viewModel: viewModel, trace: trace)
      // The composition binds the view it is handed, next: the opening recorder goes first.
      if let trace {
        view.recorders = [
          trace.openBracket(
            on: viewModel.outputs.state.bind, named: "state", describedBy: { ScoreListSnapshot($0).traced }
          )
        ]
      }
      return view
    }
    if let trace { view.recorders.append(trace.closeBracket(on: view.viewModel.outputs.state.bind)) }
    return view
  }

  private init(viewModel: ScoreListViewModel, trace: Trace?) {
    self.trace = trace
    super.init(viewModel: viewModel)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  /// The user opens the screen, in a task the driver owns, awaits, and cancels when the
  /// screen goes away.
  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await screenOpened()
  }

  override func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    super.appear()
  }

  override func render(_ state: ScoreListState) {
    let shown = ScoreListSnapshot(state)
    trace?.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
    super.render(state)
    shownStates.show(shown)
  }
}

extension MVVMDrivenScoreListView: BindingProbe {
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.state.bind { observer(String(describing: ScoreListSnapshot($0))) }
  }
}
