import CalculatorMVVM
import KataDriver
import ScoreBoard

/// Wrong: a score list view model that works out each player's level from the score with
/// thresholds of its own, instead of asking the Model (`player.level`).
@MainActor
final class ThresholdScoreListViewModel: ScoreListLoading {
  let state = Relay(ScoreListScreenState.loading)
  private let service: any ScoreService
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) { self.service = service }

  func load() async {
    request?.cancel()
    state.send(.loading)
    request = Task { [weak self, service] in
      let answer: Result<[Player], RosterError>
      do throws(RosterError) {
        answer = .success(try await service.loadPlayers())
      } catch {
        answer = .failure(error)
      }
      guard !Task.isCancelled, let self else { return }
      self.request = nil
      for waiter in self.waiters { waiter.finish() }
      self.waiters = []
      self.deliver(answer)
    }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  isolated deinit { request?.cancel() }

  private func deliver(_ answer: Result<[Player], RosterError>) {
    switch answer {
    case .success(let players):
      state.send(
        players.isEmpty
          ? .empty
          : .rows(
            players.map { ScoreListRow(name: ScoreListWords.name(of: $0), level: Self.level($0.score)) }))
    case .failure(let error): state.send(.failed(ScoreListWords.message(for: error)))
    }
  }

  private static func level(_ score: Int) -> String {
    if score > 70 { return "Expert" }
    if score > 40 { return "Intermediate" }
    return "Beginner"
  }
}

extension Architecture {
  static let batteryOwnThresholds = Architecture(
    name: "battery-own-thresholds",
    summary: "MVVM whose score list view model has level thresholds of its own",
    pattern: .mvvm,
    roles: [
      .objects(of: RelayScoreListView<ThresholdScoreListViewModel>.self, are: .view),
      .objects(of: ThresholdScoreListViewModel.self, are: .viewModel),
      .objects(of: Relay<ScoreListScreenState>.self, are: .binding),
      .objects(of: RelayToken.self, are: .binding),
      .objects(of: (any CalculatorMVVM.CalculatorView).self, are: .view),
      .objects(of: CalculatorMVVM.CalculatorViewModel.self, are: .viewModel),
      .objects(of: BoundValue<String>.self, are: .binding),
      .objects(of: BindingToken.self, are: .binding),
    ],
    calculator: { Architecture.mvvm.makeCalculatorScreen(model: $0, trace: $1) },
    scoreList: { RelayScoreListView(viewModel: ThresholdScoreListViewModel(service: $0), trace: $1) }
  )
}
