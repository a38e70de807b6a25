import CalculatorMVC
import CalculatorMVP
import CalculatorMVVM
import CalculatorObservation
import CalculatorStore
import KataDriver
import KataShape
import LessonManifest

/// The lessons as the kit runs them: each lesson's screens, built through the driven views of
/// this module, which trace a lesson from outside, and the roles its objects play. Its name and
/// summary are the lesson's manifest entry (`Sources/LessonManifest/Lessons.swift`).
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

  public static let store = Architecture(
    name: Lesson.store.name,
    summary: Lesson.store.summary,
    pattern: .unidirectional,
    roles: [
      .objects(of: CalculatorStore.HeadlessCalculatorView.self, are: .view),
      .objects(of: CalculatorStore.HeadlessScoreListView.self, are: .view),
      .objects(of: Store<CalculatorState, CalculatorAction>.self, are: .store),
      .objects(of: Store<CalculatorStore.ScoreListState, ScoreListAction>.self, are: .store),
      .objects(of: RootCore<CalculatorState, CalculatorAction>.self, are: .store),
      .objects(of: RootCore<CalculatorStore.ScoreListState, ScoreListAction>.self, are: .store),
      .objects(of: CalculatorReducer.self, are: .store),
      .objects(of: ScoreListReducer.self, are: .store),
      .objects(of: StoreSubscription.self, are: .binding),
    ],
    calculator: { StoreDrivenCalculatorView.make(model: $0, trace: $1) },
    scoreList: { StoreDrivenScoreListView.make(service: $0, trace: $1) }
  )

  /// The lessons, in teaching order: MVC, MVP, MVVM, MVVM again with Swift Observation, and a
  /// store (unidirectional data flow).
  /// The registry (`Sources/KataRegistry`) puts them first among every architecture `kata` runs.
  public static let lessons: [Architecture] = [.mvc, .mvp, .mvvm, .mvvmObservation, .store]
}
