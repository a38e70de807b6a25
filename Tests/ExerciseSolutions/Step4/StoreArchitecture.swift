import KataDriver

extension Architecture {
  /// Step 4, done: a fourth shape, registered like the lessons. Events become actions; a
  /// pure reducer works out each new state and the effects it needs; the view renders states.
  public static let exerciseStep4 = Architecture(
    name: "redux",
    summary: "events become actions; a reducer makes each new state; the view renders it",
    pattern: .store,
    roles: [
      .objects(of: StoreCalculatorScreen.self, are: .view),
      .objects(of: StoreScoreListScreen.self, are: .view),
      .objects(of: CalculatorStore.self, are: .store),
      .objects(of: ScoreListStore.self, are: .store),
    ],
    calculator: { StoreCalculatorScreen(model: $0, trace: $1) },
    scoreList: { StoreScoreListScreen(service: $0, trace: $1) }
  )
}
