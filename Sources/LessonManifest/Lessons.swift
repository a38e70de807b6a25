/// The lessons, in teaching order. Adding one is its folder under Sources, its name in
/// Package.swift's `lessons` and its entry here (docs/adding-a-lesson.md).
extension Lesson {
  public static let all: [Lesson] = [.mvc, .mvp, .mvvm, .mvvmObservation, .store]

  public static let mvc = Lesson(
    module: "CalculatorMVC", name: "mvc", title: "MVC", koreanTitle: "MVC", listed: "MVC",
    summary: "the view reports to its controller through a delegate; the controller sets the view",
    page: "01-mvc.md", suite: "Tests/LessonTests/MVCLessonTests.swift",
    files: [
      "CalculatorView.swift": .view, "CalculatorViewDelegate.swift": .view, "ScoreListView.swift": .view,
      "ScoreListDataSource.swift": .view, "ScoreListCell.swift": .view,
      "HeadlessCalculatorView.swift": .view, "HeadlessScoreListView.swift": .view,
      "CalculatorController.swift": .middle, "ScoreListController.swift": .middle,
      "CalculatorComposition.swift": .composition, "ScoreListComposition.swift": .composition,
    ])

  public static let mvp = Lesson(
    module: "CalculatorMVP", name: "mvp", title: "MVP", koreanTitle: "MVP", listed: "MVP",
    summary: "a passive view forwards events; its presenter tells it what to display",
    page: "02-mvp.md", suite: "Tests/LessonTests/MVPLessonTests.swift",
    files: [
      "CalculatorView.swift": .view, "ScoreListView.swift": .view, "ScoreRow.swift": .view,
      "PassiveCalculatorView.swift": .view, "PassiveScoreListView.swift": .view,
      "HeadlessCalculatorView.swift": .view, "HeadlessScoreListView.swift": .view,
      "CalculatorPresenter.swift": .middle, "ScoreListPresenter.swift": .middle,
      "CalculatorComposition.swift": .composition, "ScoreListComposition.swift": .composition,
    ])

  public static let mvvm = Lesson(
    module: "CalculatorMVVM", name: "mvvm", title: "MVVM", koreanTitle: "MVVM", listed: "MVVM",
    summary: "the view binds to a view model's outputs; the view model knows no view",
    page: "03-mvvm.md", suite: "Tests/LessonTests/MVVMLessonTests.swift",
    files: [
      "CalculatorView.swift": .view, "ScoreListView.swift": .view,
      "BoundCalculatorView.swift": .view, "BoundScoreListView.swift": .view,
      "HeadlessCalculatorView.swift": .view, "HeadlessScoreListView.swift": .view,
      "CalculatorViewModel.swift": .middle, "ScoreListViewModel.swift": .middle,
      "PlayerRowViewModel.swift": .middle, "ScoreListState.swift": .middle,
      "BoundValue.swift": .binding, "BindingToken.swift": .binding,
      "CalculatorComposition.swift": .composition, "ScoreListComposition.swift": .composition,
    ])

  public static let mvvmObservation = Lesson(
    module: "CalculatorObservation", name: "mvvm-observation", title: "MVVM with Observation",
    koreanTitle: "Observation으로 쓰는 MVVM", listed: "MVVM with Observation",
    summary:
      "the view reads an @Observable view model inside withObservationTracking; the view model knows no view",
    page: "04-mvvm-observation.md", suite: "Tests/LessonTests/ObservationLessonTests.swift",
    files: [
      "CalculatorView.swift": .view, "ScoreListView.swift": .view,
      "BoundCalculatorView.swift": .view, "BoundScoreListView.swift": .view,
      "HeadlessCalculatorView.swift": .view, "HeadlessScoreListView.swift": .view,
      "CalculatorViewModel.swift": .middle, "ScoreListViewModel.swift": .middle,
      "PlayerRowViewModel.swift": .middle, "ScoreListState.swift": .middle,
      "TrackedRendering.swift": .binding, "Redraw.swift": .binding,
      "CalculatorComposition.swift": .composition, "ScoreListComposition.swift": .composition,
    ])

  public static let store = Lesson(
    module: "CalculatorStore", name: "store", title: "Store", koreanTitle: "스토어", listed: "a store",
    summary:
      "the view sends actions to a store; a pure reducer makes the next state, "
      + "effects answer with actions",
    page: "07-unidirectional.md", suite: "Tests/LessonTests/StoreLessonTests.swift",
    files: [
      "HeadlessCalculatorView.swift": .view, "HeadlessScoreListView.swift": .view,
      "Store.swift": .middle, "Reducer.swift": .middle, "Effect.swift": .middle, "EffectID.swift": .middle,
      "StoreTask.swift": .middle, "StoreCore.swift": .middle, "RootCore.swift": .middle,
      "ScopedCore.swift": .middle,
      "Send.swift": .middle, "CalculatorReducer.swift": .middle, "ScoreListReducer.swift": .middle,
      "CalculatorState.swift": .middle, "ScoreListState.swift": .middle, "ScoreListContent.swift": .middle,
      "PlayerRow.swift": .middle, "CalculatorAction.swift": .middle, "ScoreListAction.swift": .middle,
      "StoreSubscription.swift": .binding,
      "CalculatorComposition.swift": .composition, "ScoreListComposition.swift": .composition,
    ])
}
