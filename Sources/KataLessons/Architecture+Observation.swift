import CalculatorModel
import CalculatorObservation
import KataDriver
import KataShape
import KataTracing
import LessonManifest
import ScoreBoard

/// The MVVM with Observation lesson as the kit runs it: its name and summary from the manifest
/// (`Sources/LessonManifest/Lessons.swift`), the pattern it claims, the role of each of its types,
/// and its two screens, built through the driven views below, which trace it from outside.
extension Architecture {
  public static let mvvmObservation = Architecture(
    name: Lesson.mvvmObservation.name,
    summary: Lesson.mvvmObservation.summary,
    pattern: .mvvm,
    roles: [
      .objects(of: (any CalculatorObservation.CalculatorView).self, are: .view),
      .objects(of: (any CalculatorObservation.ScoreListView).self, are: .view),
      .objects(of: CalculatorObservation.CalculatorViewModel.self, are: .viewModel),
      .objects(of: CalculatorObservation.ScoreListViewModel.self, are: .viewModel),
      .objects(of: Rendering.self, are: .binding),
    ],
    calculator: { ObservationDrivenCalculatorView.make(model: $0, trace: $1) },
    scoreList: { ObservationDrivenScoreListView.make(service: $0, trace: $1) }
  )
}

extension ScoreListSnapshot {
  /// A state of the Observation lesson's view model, in the words every screen shares.
  public init(_ state: CalculatorObservation.ScoreListState) {
    switch state {
    case .loading: self = .loading
    case .empty: self = .empty
    case .failed(let message): self = .failed(message)
    case .rows(let rows): self = .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) })
    }
  }
}

/// The lesson's calculator view of MVVM with Observation, as the driver drives it: the screen
/// is the view itself, composed and bound by ``CalculatorObservation/CalculatorComposition``,
/// which redraws on the main actor's next turn as an app's does. Each message that crosses it
/// is recorded into the trace, if there is one, and then the lesson's own code does the work.
///
/// A result reaches the view on a later turn, so the driver reads it once it has settled.
@MainActor
final class ObservationDrivenCalculatorView: CalculatorObservation.HeadlessCalculatorView, DrivenLessonView,
  CalculatorScreen
{
  let trace: Trace?

  static func make(model: any CalculatorModel, trace: Trace?) -> ObservationDrivenCalculatorView {
    let compose = {
      CalculatorObservation.CalculatorComposition.compose(model: model) { viewModel in
        // The composition binds the view it is handed, next.
        trace?.call(.view, to: .binding, "withObservationTracking { showResultText(viewModel.resultText) }")
        return ObservationDrivenCalculatorView(viewModel: viewModel, trace: trace)
      }
    }
    // Binding draws the view a first time: what reaches it meanwhile came through the binding.
    return trace?.delivering(compose) ?? compose()
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
    if let trace {
      // Before the rendering is kept, the view draws only as it binds.
      let isDrawing = rendering?.isDrawing ?? trace.isDelivering
      trace.arrived(whileDrawing: isDrawing) {
        trace.arrived(at: .view, "showResultText(\(Trace.literal(text)))", carrying: text, from: .viewModel)
      }
      if isDrawing { trace.announceNextChange(of: { viewModel.outputs.resultText }, named: "resultText") }
    }
    super.showResultText(text)
  }
}

extension ObservationDrivenCalculatorView: BindingProbe {
  /// Another view, bound the way this one is: it draws inside the tracking, and again after
  /// every change, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in viewModel?.resultText }
  }

  var promisesBindOrder: Bool { false }
}

/// The lesson's score list view of MVVM with Observation, as the driver drives it: the screen
/// is the view itself, composed and bound by ``CalculatorObservation/ScoreListComposition``,
/// recording as ``ObservationDrivenCalculatorView`` does. What it renders is kept in the words
/// every screen shares.
@MainActor
final class ObservationDrivenScoreListView: CalculatorObservation.HeadlessScoreListView, DrivenLessonView,
  ScoreListScreen
{
  let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  static func make(service: any ScoreService, trace: Trace?) -> ObservationDrivenScoreListView {
    let compose = {
      CalculatorObservation.ScoreListComposition.compose(service: service) { viewModel in
        // The composition binds the view it is handed, next.
        trace?.call(.view, to: .binding, "withObservationTracking { render(viewModel.state) }")
        return ObservationDrivenScoreListView(viewModel: viewModel, trace: trace)
      }
    }
    // Binding draws the view a first time: what reaches it meanwhile came through the binding.
    return trace?.delivering(compose) ?? compose()
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
    if let trace {
      // Before the rendering is kept, the view draws only as it binds.
      let isDrawing = rendering?.isDrawing ?? trace.isDelivering
      trace.arrived(whileDrawing: isDrawing) {
        trace.arrived(at: .view, "render(\(shown.traced))", carrying: state, from: .viewModel)
      }
      if isDrawing { trace.announceNextChange(of: { viewModel.outputs.state }, named: "state") }
    }
    super.render(state)
    shownStates.show(shown)
  }
}

extension ObservationDrivenScoreListView: BindingProbe {
  /// Another view, bound the way this one is, for as long as the returned object lives.
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    ProbeView.bind(observer) { [weak viewModel] in
      viewModel.map { String(describing: ScoreListSnapshot($0.state)) }
    }
  }

  var promisesBindOrder: Bool { false }
}
