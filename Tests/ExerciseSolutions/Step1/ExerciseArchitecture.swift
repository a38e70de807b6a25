import CalculatorModel
import KataDriver
import ScoreBoard

public enum Exercise {
  /// Step 1, done: the rule is the Model's, and the controller asks the Model it is given.
  public static let architecture = Architecture(
    name: "exercise",
    summary: "the exercise at step 1: a controller that asks its Model",
    pattern: .mvc,
    roles: [
      .objects(of: CalculatorView.self, are: .view),
      .objects(of: ScoreListView.self, are: .view),
      .objects(of: CalculatorViewController.self, are: .controller),
      .objects(of: ScoreListViewController.self, are: .controller),
    ],
    calculator: { model, trace in ExerciseCalculatorScreen(model: model, trace: trace) },
    scoreList: { service, trace in ExerciseScoreListScreen(service: service, trace: trace) }
  )
}

/// The calculator screen, driven headlessly: the user's edits go to the view.
@MainActor
final class ExerciseCalculatorScreen: CalculatorScreen {
  private let view: CalculatorView
  private let controller: CalculatorViewController

  init(model: any CalculatorModel, trace: Trace?) {
    view = CalculatorView(trace: trace)
    controller = CalculatorViewController(view: view, model: model)
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
