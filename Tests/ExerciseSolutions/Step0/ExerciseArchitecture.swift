import CalculatorModel
import KataDriver
import ScoreBoard

public enum Exercise {
  /// Step 0: the workbench exactly as it ships, the massive controller. Kept apart from the
  /// student's copy so that the suite can prove step 1's gate fails on it.
  public static let architecture = Architecture(
    name: "exercise",
    summary: "the exercise: a massive controller, until you move its code out",
    pattern: .mvc,
    roles: [
      .objects(of: CalculatorView.self, are: .view),
      .objects(of: ScoreListView.self, are: .view),
      .objects(of: CalculatorViewController.self, are: .controller),
      .objects(of: ScoreListViewController.self, are: .controller),
    ],
    calculator: { _, trace in ExerciseCalculatorScreen(trace: trace) },
    scoreList: { service, trace in ExerciseScoreListScreen(service: service, trace: trace) }
  )
}

/// The calculator screen, driven headlessly: the user's edits go to the view.
@MainActor
final class ExerciseCalculatorScreen: CalculatorScreen {
  private let view: CalculatorView
  private let controller: CalculatorViewController

  init(trace: Trace?) {
    view = CalculatorView(trace: trace)
    controller = CalculatorViewController(view: view)
    // In MVC the system opens the controller, not the view.
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.tokenFieldDidChange(token) }
  func editInput(_ input: String) { view.inputFieldDidChange(input) }
  var resultText: String { view.resultText }
}

/// The score list screen, driven headlessly: it reads back what the view showed.
@MainActor
final class ExerciseScoreListScreen: ScoreListScreen {
  private let view: ScoreListView
  private let controller: ScoreListViewController
  private let trace: Trace?

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    view = ScoreListView(trace: trace)
    controller = ScoreListViewController(view: view, service: service)
  }

  func load() async {
    trace?.call(.user, to: .controller, "load()")
    await controller.load()
  }
  func appear() {
    trace?.call(.user, to: .controller, "startLoading()")
    controller.startLoading()
  }
  var shownStates: [ScoreListSnapshot] { view.shownStates }
}
