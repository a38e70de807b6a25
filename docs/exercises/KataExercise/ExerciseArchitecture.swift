import CalculatorRule
import KataDriver
import ScoreBoard

extension Architecture {
  /// Your architecture, as the exercise tests drive it (`swift test --filter Exercise`).
  ///
  /// It starts as the massive controller. As you go through the steps, change the screens
  /// below to build your new roles, and pass them the `model` and `service` they are given.
  public static let exercise = Architecture(
    name: "exercise",
    summary: "the exercise: a massive controller, until you move its code out",
    pattern: .mvc,
    roles: [
      .objects(of: CalculatorView.self, are: .view),
      .objects(of: ScoreListView.self, are: .view),
      .objects(of: CalculatorViewController.self, are: .controller),
      .objects(of: ScoreListViewController.self, are: .controller),
    ],
    calculator: { _, _ in ExerciseCalculatorScreen() },
    scoreList: { service, _ in ExerciseScoreListScreen(service: service) }
  )
}

/// The calculator screen, driven headlessly: the user's edits go to the view.
@MainActor
final class ExerciseCalculatorScreen: CalculatorScreen {
  private let view = CalculatorView()
  private let controller: CalculatorViewController

  init() {
    controller = CalculatorViewController(view: view)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.tokenFieldDidChange(token) }
  func editInput(_ input: String) { view.inputFieldDidChange(input) }
  var resultText: String { view.resultText }
}

/// The score list screen, driven headlessly: it reads back what the view showed.
@MainActor
final class ExerciseScoreListScreen: ScoreListScreen {
  private let view = ScoreListView()
  private let controller: ScoreListViewController

  init(service: any ScoreService) {
    controller = ScoreListViewController(view: view, service: service)
  }

  func load() async { await controller.load() }
  var shownStates: [ScoreListState] { view.shownStates }
}
