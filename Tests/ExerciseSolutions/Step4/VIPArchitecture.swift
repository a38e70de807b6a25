import KataDriver

extension Architecture {
  /// Step 4, done: a fourth shape, registered like the lessons. Clean Swift's VIP cycle: the
  /// view sends requests to an interactor, which asks the Model; its presenter formats the
  /// answer and tells the view.
  public static let exerciseStep4 = Architecture(
    name: "vip",
    summary: "the view asks an interactor, whose presenter formats what the view displays",
    pattern: .vip,
    roles: [
      .objects(of: CalculatorView.self, are: .view),
      .objects(of: ScoreListView.self, are: .view),
      .objects(of: CalculatorInteractor.self, are: .interactor),
      .objects(of: ScoreListInteractor.self, are: .interactor),
      .objects(of: CalculatorPresenter.self, are: .presenter),
      .objects(of: ScoreListPresenter.self, are: .presenter),
    ],
    calculator: { CalculatorView(model: $0, trace: $1) },
    scoreList: { ScoreListView(service: $0, trace: $1) }
  )
}
