import CalculatorMVP
import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import LessonManifest
import ScoreBoard

/// The MVP lesson as the kit runs it: its name and summary from the manifest
/// (`Sources/LessonManifest/Lessons.swift`), the pattern it claims, the role of each of its types,
/// and its two screens, built through the driven views below, which trace it from outside.
extension Architecture {
  public static let mvp = Architecture(
    name: Lesson.mvp.name,
    summary: Lesson.mvp.summary,
    pattern: .mvp,
    roles: [
      .objects(of: (any CalculatorMVP.CalculatorView).self, are: .view),
      .objects(of: (any CalculatorMVP.ScoreListView).self, are: .view),
      .objects(of: CalculatorPresenter.self, are: .presenter),
      .objects(of: ScoreListPresenter.self, are: .presenter),
    ],
    calculator: { MVPDrivenCalculatorView.make(model: $0, trace: $1) },
    scoreList: { MVPDrivenScoreListView.make(service: $0, trace: $1) }
  )
}

/// The lesson's MVP passive view, as the driver drives it: the screen is the view itself,
/// composed by ``CalculatorMVP/CalculatorComposition``. Each message that crosses it is
/// recorded into the trace, if there is one, and then the lesson's own code does the work.
@MainActor
final class MVPDrivenCalculatorView: CalculatorMVP.HeadlessCalculatorView, DrivenLessonView, CalculatorScreen
{
  let trace: Trace?

  static func make(model: any CalculatorModel, trace: Trace?) -> MVPDrivenCalculatorView {
    CalculatorMVP.CalculatorComposition.compose(model: model) { presenter in
      // The composition attaches the view it is handed, next.
      trace?.call(.view, to: .presenter, "attach(self)")
      return MVPDrivenCalculatorView(presenter: presenter, trace: trace)
    }
  }

  private init(presenter: CalculatorPresenter, trace: Trace?) {
    self.trace = trace
    super.init(presenter: presenter)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenDidChange(\(Trace.literal(token)))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputDidChange(\(Trace.literal(input)))")
    super.editInput(input)
  }

  override func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    super.display(resultText: resultText)
  }
}

/// The lesson's MVP passive list, as the driver drives it: the screen is the view itself,
/// composed by ``CalculatorMVP/ScoreListComposition``. Each message that crosses it is
/// recorded into the trace, if there is one, the lesson's own code does the work, and what it
/// displays is kept in the words every screen shares.
@MainActor
final class MVPDrivenScoreListView: CalculatorMVP.HeadlessScoreListView, DrivenLessonView, ScoreListScreen {
  let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  static func make(service: any ScoreService, trace: Trace?) -> MVPDrivenScoreListView {
    CalculatorMVP.ScoreListComposition.compose(service: service) { presenter in
      // The composition attaches the view it is handed, next.
      trace?.call(.view, to: .presenter, "attach(self)")
      return MVPDrivenScoreListView(presenter: presenter, trace: trace)
    }
  }

  private init(presenter: ScoreListPresenter, trace: Trace?) {
    self.trace = trace
    super.init(presenter: presenter)
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  /// The user opens the screen, in a task the driver owns, awaits, and cancels when the
  /// screen goes away.
  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    await screenOpened()
  }

  override func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    super.appear()
  }

  override func displayLoading() {
    trace?.arrived(at: .view, "displayLoading()", from: .presenter)
    super.displayLoading()
    shownStates.show(.loading)
  }

  override func displayEmpty() {
    trace?.arrived(at: .view, "displayEmpty()", from: .presenter)
    super.displayEmpty()
    shownStates.show(.empty)
  }

  override func display(errorMessage: String) {
    trace?.arrived(
      at: .view, "display(errorMessage: \(Trace.literal(errorMessage)))", carrying: errorMessage,
      from: .presenter)
    super.display(errorMessage: errorMessage)
    shownStates.show(.failed(errorMessage))
  }

  override func display(rows: [ScoreRow]) {
    trace?.arrived(
      at: .view, "display(rows: [\(Trace.counted(rows.count, "row"))])", carrying: rows, from: .presenter)
    super.display(rows: rows)
    shownStates.show(.rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }
}
