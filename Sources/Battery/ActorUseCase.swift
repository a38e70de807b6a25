import CalculatorMVVM
import KataDriver
import ScoreBoard

extension Role {
  static let useCase = Role("UseCase")
}

/// The use case between the view model and the service: an actor that loads the roster.
actor LoadRosterUseCase {
  private let service: any ScoreService

  init(service: any ScoreService) { self.service = service }

  func callAsFunction() async -> Result<[Player], RosterError> {
    do throws(RosterError) {
      return .success(try await service.loadPlayers())
    } catch {
      return .failure(error)
    }
  }
}

/// Honest: an MVVM score list whose view model asks an actor use case, never the service.
@MainActor
final class UseCaseScoreListViewModel: ScoreListLoading {
  let state = Relay(ScoreListScreenState.loading)
  private let loadRoster: LoadRosterUseCase
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) { loadRoster = LoadRosterUseCase(service: service) }

  func load() async {
    request?.cancel()
    state.send(.loading)
    request = Task { [weak self, loadRoster] in
      let answer = await loadRoster()
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
            players.map {
              ScoreListRow(name: ScoreListWords.name(of: $0), level: ScoreListWords.level($0.level))
            }))
    case .failure(let error): state.send(.failed(ScoreListWords.message(for: error)))
    }
  }
}

extension Architecture {
  static let batteryActorUseCase = Architecture(
    name: "battery-actor-use-case",
    summary: "MVVM whose score list view model asks an actor use case",
    pattern: .mvvm,
    roles: [
      .objects(of: RelayScoreListView<UseCaseScoreListViewModel>.self, are: .view),
      .objects(of: UseCaseScoreListViewModel.self, are: .viewModel),
      .objects(of: LoadRosterUseCase.self, are: .useCase),
      .objects(of: Relay<ScoreListScreenState>.self, are: .binding),
      .objects(of: RelayToken.self, are: .binding),
      .objects(of: (any CalculatorMVVM.CalculatorView).self, are: .view),
      .objects(of: CalculatorMVVM.CalculatorViewModel.self, are: .viewModel),
      .objects(of: BoundValue<String>.self, are: .binding),
      .objects(of: BindingToken.self, are: .binding),
    ],
    calculator: { Architecture.mvvm.makeCalculatorScreen(model: $0, trace: $1) },
    scoreList: { RelayScoreListView(viewModel: UseCaseScoreListViewModel(service: $0), trace: $1) }
  )
}
