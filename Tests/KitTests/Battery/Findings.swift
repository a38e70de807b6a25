import CalculatorMVVM
import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

// Findings of the battery: architectures whose verdict is not the one they deserve. Each is
// compiled and registered nowhere, neither as a Mistake nor as a Variant, because listing it
// would turn the suite red.
//
// (The store whose view writes `store.state.token` under a pattern of its own fails the floor
// every pattern keeps, "the view changes the store only through its methods", and is kept
// among the mistakes. The view model with level thresholds of its own passes by a route the
// guide's table names, and is kept among the mistakes with it. The caching view is caught now
// that the run over a real Model comes back to an input it showed, and is kept among the
// mistakes the kit's suite runs without the long checks. The fourth, an honest view model
// asking an actor use case, failed a case while the driver's scripted service ignored
// cancellation until answered; it ends a cancelled fetch at once now, as a real service does,
// and the architecture is kept among the variants.)

/// Wrong: the store's state is a settable property, and the view writes its fields directly,
/// bypassing the reducer; the store recomputes when its state is set.
@MainActor
final class WritableCalculatorStore {
  private let model: any CalculatorModel
  private let output: Relay<String>
  var state = StoreCalculatorState() {
    didSet { recompute() }
  }

  init(model: any CalculatorModel) {
    self.model = model
    output = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func subscribe(_ observer: @escaping (String) -> Void) -> RelayToken { output.bind(observer) }

  private func recompute() {
    output.send(String(model.sum(of: state.input, separatedBy: state.token)))
  }
}

@MainActor
final class DirectWriteCalculatorView: CalculatorScreen {
  private let store: WritableCalculatorStore
  private let trace: Trace?
  private var subscription: RelayToken?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    store = WritableCalculatorStore(model: model)
    subscription = store.subscribe { [weak self] text in self?.render(text) }
  }

  private func render(_ text: String) {
    trace?.arrived(at: .view, "render(\(Trace.literal(text)))", carrying: text, from: .store)
    resultText = text
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    store.state.token = token
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    store.state.input = input
  }
}

extension Architecture {
  static let batteryStoreDirectWrite = Architecture(
    name: "battery-store-direct-write",
    summary: "a store whose view writes store.state directly",
    pattern: .store,
    roles: [
      .objects(of: DirectWriteCalculatorView.self, are: .view),
      .objects(of: WritableCalculatorStore.self, are: .store),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(viewModelAs: .store),
    calculator: { DirectWriteCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}

/// Wrong: a view that remembers the label it showed for each pair of fields, and shows the
/// remembered one without asking its view model when the fields come back to a pair it saw.
@MainActor
final class CachedCalculatorViewModel {
  let resultText: Relay<String>
  private let model: any CalculatorModel

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Relay(String(model.sum(of: "", separatedBy: "")))
  }

  func fieldsChanged(token: String, input: String) {
    resultText.send(String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class CachingCalculatorView: CalculatorScreen, BindingProbe {
  private let viewModel: CachedCalculatorViewModel
  private let trace: Trace?
  private var bindings: [RelayToken] = []
  private var token = ""
  private var input = ""
  private var shown: [String: String] = [:]
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = CachedCalculatorViewModel(model: model)
    bindings = [viewModel.resultText.bind { [weak self] text in self?.show(text) }]
  }

  private var key: String { token + "\u{0}" + input }

  private func show(_ text: String) {
    trace?.arrived(at: .view, "show(\(Trace.literal(text)))", carrying: text, from: .viewModel)
    shown[key] = text
    resultText = text
  }

  private func fieldsChanged() {
    if let known = shown[key] {
      resultText = known
    } else {
      viewModel.fieldsChanged(token: token, input: input)
    }
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    self.token = token
    fieldsChanged()
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    self.input = input
    fieldsChanged()
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

extension Architecture {
  static let batteryCachingView = Architecture(
    name: "battery-caching-view",
    summary: "MVVM whose view caches the label per input",
    pattern: .mvvm,
    roles: [
      .objects(of: CachingCalculatorView.self, are: .view),
      .objects(of: CachedCalculatorViewModel.self, are: .viewModel),
    ] + RelayRoles.all + Borrowed.mvvmScoreListRoles(),
    calculator: { CachingCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}

/// Wrong: a score list view model that works out each player's level from the score with
/// thresholds of its own, instead of asking the Model (`player.level`).
@MainActor
final class ThresholdScoreListViewModel: ScoreListLoading {
  let state = Relay(ScoreListSnapshot.loading)
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
      .objects(of: Relay<ScoreListSnapshot>.self, are: .binding),
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
  let state = Relay(ScoreListSnapshot.loading)
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
      .objects(of: Relay<ScoreListSnapshot>.self, are: .binding),
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
