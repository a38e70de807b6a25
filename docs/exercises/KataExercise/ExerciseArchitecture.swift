import CalculatorModel
import KataDriver
import ScoreBoard

/// The workbench's registration. A type of its own, not an extension of `Architecture`: a
/// change here then rebuilds only the tests that use the workbench, so a gate answers in
/// seconds.
public enum Exercise {
  /// Your architecture, as the exercise gates drive it (`KATA_STEP=1 swift test --filter
  /// Exercise`) and as `kata … --arch exercise` runs it.
  ///
  /// It starts as the massive controller. As you go through the steps, change the screens
  /// below to build your new roles, pass them the `model` and `service` they are given,
  /// declare the role of each new type in `roles`, and claim the pattern you reach.
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
