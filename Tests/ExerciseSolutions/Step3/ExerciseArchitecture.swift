import CalculatorModel
import KataDriver
import ScoreBoard

public enum Exercise {
  /// Step 3, done: MVVM. The views own their view models and bind to their outputs.
  public static let architecture = Architecture(
    name: "exercise",
    summary: "the exercise at step 3: a view bound to its view model",
    pattern: .mvvm,
    roles: [
      .objects(of: CalculatorView.self, are: .view),
      .objects(of: ScoreListView.self, are: .view),
      .objects(of: CalculatorViewModel.self, are: .viewModel),
      .objects(of: ScoreListViewModel.self, are: .viewModel),
      .objects(of: BoundValue<String>.self, are: .binding),
      .objects(of: BoundValue<ScoreListSnapshot>.self, are: .binding),
      .objects(of: BindingToken.self, are: .binding),
    ],
    calculator: { model, trace in ExerciseCalculatorScreen(model: model, trace: trace) },
    scoreList: { service, trace in ExerciseScoreListScreen(service: service, trace: trace) }
  )
}

/// The calculator screen: it holds the view. As a ``BindingProbe`` it lets the rules bind a
/// second view to the same output.
@MainActor
final class ExerciseCalculatorScreen: CalculatorScreen, BindingProbe {
  private let view: CalculatorView

  init(model: any CalculatorModel, trace: Trace?) {
    view = CalculatorView(viewModel: CalculatorViewModel(model: model), trace: trace)
  }

  func editToken(_ token: String) { view.tokenFieldDidChange(token) }
  func editInput(_ input: String) { view.inputFieldDidChange(input) }
  var resultText: String { view.resultText }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    view.viewModel.resultText.bind(observer)
  }
}

/// The score list screen: it holds the view and reads back what it showed.
@MainActor
final class ExerciseScoreListScreen: ScoreListScreen, BindingProbe {
  private let view: ScoreListView

  init(service: any ScoreService, trace: Trace?) {
    view = ScoreListView(viewModel: ScoreListViewModel(service: service), trace: trace)
  }

  func load() async { await view.load() }
  func appear() { view.appear() }
  var shownStates: [ScoreListSnapshot] { view.shownStates }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    view.viewModel.state.bind { observer(String(describing: $0)) }
  }
}
