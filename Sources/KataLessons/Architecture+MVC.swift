import CalculatorMVC
import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import LessonManifest
import ScoreBoard

/// The MVC lesson as the kit runs it: its name and summary from the manifest
/// (`Sources/LessonManifest/Lessons.swift`), the pattern it claims, the role of each of its types,
/// and its two screens, built through the driven views below, which trace it from outside.
extension Architecture {
  public static let mvc = Architecture(
    name: Lesson.mvc.name,
    summary: Lesson.mvc.summary,
    pattern: .mvc,
    roles: [
      .objects(of: (any CalculatorMVC.CalculatorView).self, are: .view),
      .objects(of: (any CalculatorMVC.ScoreListView).self, are: .view),
      .objects(of: CalculatorController.self, are: .controller),
      .objects(of: ScoreListController.self, are: .controller),
    ],
    calculator: { MVCCalculatorWindow(model: $0, trace: $1) },
    scoreList: { MVCScoreListWindow(service: $0, trace: $1) }
  )
}

/// The MVC calculator as the driver runs it: a stand-in for the window, which holds the root
/// view controller as a `UIWindow` does, and the lesson's view, composed by
/// ``CalculatorMVC/CalculatorComposition``.
///
/// The controller owns the view, and the view points back at it only through its weak
/// delegate. The window opens the screen: in MVC the system loads the controller.
@MainActor
final class MVCCalculatorWindow: CalculatorScreen {
  private let controller: CalculatorController
  private let view: MVCDrivenCalculatorView

  init(model: any CalculatorModel, trace: Trace?) {
    view = MVCDrivenCalculatorView(trace: trace)
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller = CalculatorMVC.CalculatorComposition.compose(view: view, model: model)
  }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
}

/// The lesson's MVC calculator view, as the driver drives it: each message that crosses it is
/// recorded into the trace, if there is one, and then the lesson's own code does the work.
@MainActor
final class MVCDrivenCalculatorView: CalculatorMVC.HeadlessCalculatorView, DrivenLessonView {
  let trace: Trace?

  init(trace: Trace?) {
    self.trace = trace
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  override weak var delegate: (any CalculatorViewDelegate)? {
    didSet { trace?.call(.controller, to: .view, "delegate = self") }
  }

  override func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeToken: \(Trace.literal(token)))")
    super.editToken(token)
  }

  override func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .controller, "calculatorView(_:didChangeInput: \(Trace.literal(input)))")
    super.editInput(input)
  }

  override func setResultText(_ text: String) {
    trace?.arrived(at: .view, "setResultText(\(Trace.literal(text)))", carrying: text, from: .controller)
    super.setResultText(text)
  }
}

/// The MVC score list as the driver runs it: a stand-in for the window, which holds the root
/// view controller, and the lesson's table, composed by ``CalculatorMVC/ScoreListComposition``.
/// The system loads the controller and tells it when the screen appears.
@MainActor
final class MVCScoreListWindow: ScoreListScreen {
  private let controller: ScoreListController
  private let view: MVCDrivenScoreListView
  private let trace: Trace?

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    view = MVCDrivenScoreListView(trace: trace)
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller = CalculatorMVC.ScoreListComposition.compose(view: view, service: service)
  }

  /// The system asks the controller to load its players, and waits.
  func load() async {
    trace?.call(.user, to: .controller, "load()")
    await controller.load()
  }

  /// The system shows the screen: the controller starts loading in a task it owns.
  func appear() {
    trace?.call(.user, to: .controller, "startLoading()")
    controller.startLoading()
  }

  var shownStates: [ScoreListSnapshot] { view.shownStates }
  func layOutAgain() { view.layOutAgain() }
}

/// The lesson's MVC table, as the driver drives it: each message that crosses it is recorded
/// into the trace, if there is one, the lesson's own code does the work, and what the table
/// then shows is kept in the words every screen shares.
@MainActor
final class MVCDrivenScoreListView: CalculatorMVC.HeadlessScoreListView, DrivenLessonView {
  let trace: Trace?
  /// Every state the table showed, in order, for the suite.
  private(set) var shownStates: [ScoreListSnapshot] = []
  /// Whether the questions the table asks its data source are recorded: not when the driver
  /// lays it out again, its own check and no message of the lesson's.
  private var recordsQuestions = true

  init(trace: Trace?) {
    self.trace = trace
  }

  /// A lesson built main-actor by default ends its views on the main actor: so does this one,
  /// whichever thread lets it go, for the lesson's own deinit runs inside it.
  isolated deinit {}

  /// The data source the lesson's table asks: with a trace, one that records each question
  /// and answer on the way to the controller.
  override var dataSource: (any ScoreListDataSource)? {
    get {
      guard let base = super.dataSource, let trace, recordsQuestions else { return super.dataSource }
      return RecordedDataSource(base, into: trace)
    }
    set {
      super.dataSource = newValue
      trace?.call(.controller, to: .view, "dataSource = self")
    }
  }

  override func showLoading() {
    trace?.call(.controller, to: .view, "showLoading()")
    super.showLoading()
    shownStates.show(.loading)
  }

  override func reloadData() {
    trace?.call(.controller, to: .view, "reloadData()")
    super.reloadData()
    shownStates.show(cells.isEmpty ? .empty : .rows(rows))
  }

  override func showError(_ message: String) {
    trace?.arrived(at: .view, "showError(\(Trace.literal(message)))", carrying: message, from: .controller)
    super.showError(message)
    shownStates.show(cells.isEmpty ? .failed(message) : .rows(rows))
  }

  /// The spinner stays until the controller ends it; after rows, the table shows what its data
  /// source has now.
  override func layOutAgain() {
    guard let last = shownStates.last, last != .loading else { return }
    recordsQuestions = false
    defer { recordsQuestions = true }
    super.layOutAgain()
    if !cells.isEmpty {
      shownStates.show(.rows(rows))
    } else if case .rows = last {
      shownStates.show(.empty)
    }
  }

  /// The cells shown now, as rows.
  private var rows: [ScoreListRow] {
    cells.map { ScoreListRow(name: $0.text, level: $0.detailText) }
  }
}

/// A data source that records each question a table puts to the one it stands for, and the
/// answer, cells included: what reaches the table is what the controller hands back.
@MainActor
private final class RecordedDataSource: ScoreListDataSource {
  private let base: any ScoreListDataSource
  private let trace: Trace

  init(_ base: any ScoreListDataSource, into trace: Trace) {
    self.base = base
    self.trace = trace
  }

  func numberOfRows(in view: any CalculatorMVC.ScoreListView) -> Int {
    trace.call(.view, to: .controller, "numberOfRows(in: self)")
    let count = base.numberOfRows(in: view)
    trace.reply(.controller, to: .view, "returns \(count)")
    return count
  }

  func scoreListView(_ view: any CalculatorMVC.ScoreListView, cellForRow row: Int) -> ScoreListCell {
    trace.call(.view, to: .controller, "scoreListView(_:cellForRow: \(row))")
    let cell = base.scoreListView(view, cellForRow: row)
    trace.reply(
      .controller, to: .view,
      "returns ScoreListCell(text: \(Trace.literal(cell.text)), detailText: \(Trace.literal(cell.detailText)))",
      carrying: cell)
    return cell
  }
}
