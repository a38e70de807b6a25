import CalculatorModel
import KataDriver
import ScoreBoard

public enum Exercise {
  /// Step 2, done: MVP. The screens hold their views, the views own their presenters.
  public static let architecture = Architecture(
    name: "exercise",
    summary: "the exercise at step 2: a passive view and its presenter",
    pattern: .mvp,
    roles: [
      .objects(of: CalculatorView.self, are: .view),
      .objects(of: ScoreListView.self, are: .view),
      .objects(of: CalculatorPresenter.self, are: .presenter),
      .objects(of: ScoreListPresenter.self, are: .presenter),
    ],
    calculator: { model, trace in ExerciseCalculatorScreen(model: model, trace: trace) },
    scoreList: { service, trace in ExerciseScoreListScreen(service: service, trace: trace) }
  )
}

/// The calculator screen: in MVP the view is the entry point, so the screen holds the view.
@MainActor
final class ExerciseCalculatorScreen: CalculatorScreen {
  private let view: CalculatorView

  init(model: any CalculatorModel, trace: Trace?) {
    view = CalculatorView(presenter: CalculatorPresenter(model: model), trace: trace)
  }

  func editToken(_ token: String) { view.tokenFieldDidChange(token) }
  func editInput(_ input: String) { view.inputFieldDidChange(input) }
  var resultText: String { view.resultText }
}

/// The score list screen: it holds the view and reads back what the view showed.
@MainActor
final class ExerciseScoreListScreen: ScoreListScreen {
  private let view: ScoreListView

  init(service: any ScoreService, trace: Trace?) {
    view = ScoreListView(presenter: ScoreListPresenter(service: service), trace: trace)
  }

  func load() async { await view.load() }
  func appear() { view.appear() }
  var shownStates: [ScoreListSnapshot] { view.shownStates }
}
