import KataDriver
import ScoreBoard

// Wrong score lists:
//
// - MVVM, whose view model wraps the service it is given in a decorator that reports progress
//   to a listener, and the listener it sets is the view (a "loading…" banner): the service
//   then keeps the view, and tells it;
// - MVVM, whose load awaits a continuation that nothing resumes: it shows `loading` and never
//   returns, however long it is waited for, and a cancelled caller does not end it either;
// - MVP, whose presenter hands its passive view each player's parts (first name, last name,
//   level), which the view joins and names.

/// What hears of a load's progress.
@MainActor
protocol LoadProgressListener: AnyObject {
  func loadDidStart()
}

/// A service that reports each load's start to its listener, then asks the service it wraps.
final class ProgressReportingService: ScoreService, @unchecked Sendable {
  private let base: any ScoreService
  @MainActor weak var listener: (any LoadProgressListener)?

  init(base: any ScoreService) { self.base = base }

  @concurrent
  func loadPlayers() async throws(RosterError) -> [Player] {
    await MainActor.run { listener?.loadDidStart() }
    return try await base.loadPlayers()
  }
}

@MainActor
final class ListMistakeViewModel {
  enum Mistake { case reportsToTheView, neverAnswers }

  let service: any ScoreService
  let progress: ProgressReportingService?
  private let mistake: Mistake
  let state = ValueSubject(Battery5ListState.loading)
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService, mistake: Mistake) {
    self.mistake = mistake
    progress = mistake == .reportsToTheView ? ProgressReportingService(base: service) : nil
    self.service = progress ?? service
  }

  func load() async {
    request?.cancel()
    state.send(.loading)
    if mistake == .neverAnswers {
      await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
    request = Task { [service, weak self] in
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
      self.state.send(Battery5ListState(answer))
    }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  isolated deinit { request?.cancel() }
}

@MainActor
final class ListMistakeView: ScoreListScreen, LoadProgressListener, BindingProbe {
  private let viewModel: ListMistakeViewModel
  private let trace: Trace?
  private var cancellables: [SinkCancellable] = []
  private var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListSnapshot] = []
  private(set) var showsBanner = false

  init(service: any ScoreService, trace: Trace?, mistake: ListMistakeViewModel.Mistake) {
    viewModel = ListMistakeViewModel(service: service, mistake: mistake)
    self.trace = trace
    cancellables = sinkBracketed(
      viewModel.state.sink, named: "state", describedBy: \.snapshot.traced, trace: trace
    ) {
      [weak self] in self?.render($0)
    }
    viewModel.progress?.listener = self
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    await viewModel.load()
  }

  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .viewModel, "load()")
    loading?.cancel()
    loading = Task { [viewModel] in await viewModel.load() }
  }

  func loadDidStart() {
    trace?.arrived(at: .view, "loadDidStart()", carrying: true, from: .service)
    showsBanner = true
  }

  private func render(_ state: Battery5ListState) {
    trace?.arrived(at: .view, "render(\(state.snapshot.traced))", carrying: state, from: .viewModel)
    if state != .loading { showsBanner = false }
    shownStates.show(state.snapshot)
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.state.sink { observer(String(describing: $0.snapshot)) }
  }

  isolated deinit { loading?.cancel() }
}

/// A player as the MVP presenter hands it over: its parts.
struct PlayerParts: Sendable, Equatable {
  var firstName: String
  var lastName: String
  var level: Level
}

@MainActor
protocol PartsListView: AnyObject {
  func displayLoading()
  func display(players: [PlayerParts])
  func display(errorMessage: String)
}

@MainActor
final class PartsListPresenter {
  private weak var view: (any PartsListView)?
  private let service: any ScoreService
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any PartsListView) { self.view = view }

  func load() async {
    request?.cancel()
    view?.displayLoading()
    request = Task { [service, weak self] in
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
      switch answer {
      case .success(let players):
        self.view?.display(
          players: players.map {
            PlayerParts(firstName: $0.firstName, lastName: $0.lastName, level: $0.level)
          })
      case .failure(let error): self.view?.display(errorMessage: Battery5Words.message(for: error))
      }
    }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  isolated deinit { request?.cancel() }
}

@MainActor
final class PartsListHeadlessView: ScoreListScreen, PartsListView {
  private let presenter: PartsListPresenter
  private let trace: Trace?
  private var loading: Task<Void, Never>?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    presenter = PartsListPresenter(service: service)
    self.trace = trace
    presenter.attach(self)
  }

  func load() async {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    await presenter.load()
  }

  func appear() {
    trace?.userOpensScreen()
    trace?.call(.view, to: .presenter, "load()")
    loading?.cancel()
    loading = Task { [presenter] in await presenter.load() }
  }

  func displayLoading() {
    trace?.arrived(at: .view, "displayLoading()", from: .presenter)
    shownStates.show(.loading)
  }

  func display(players: [PlayerParts]) {
    trace?.arrived(
      at: .view, "display(players: [\(Trace.counted(players.count, "player"))])", carrying: players,
      from: .presenter)
    guard !players.isEmpty else { return shownStates.show(.empty) }
    shownStates.show(
      .rows(
        players.map { parts in
          let name = [parts.firstName, parts.lastName].filter { !$0.isEmpty }.joined(separator: " ")
          let word = "\(parts.level)"
          return ScoreListRow(name: name, level: word.prefix(1).uppercased() + word.dropFirst())
        }))
  }

  func display(errorMessage: String) {
    trace?.arrived(
      at: .view, "display(errorMessage: \(Trace.literal(errorMessage)))", carrying: errorMessage,
      from: .presenter)
    shownStates.show(.failed(errorMessage))
  }

  isolated deinit { loading?.cancel() }
}

extension Architecture {
  private static func battery5ListMistake(_ name: String, _ mistake: ListMistakeViewModel.Mistake)
    -> Architecture
  {
    Architecture(
      name: name, summary: "an MVVM score list with one mistake", pattern: .mvvm,
      roles: [
        .objects(of: ListMistakeView.self, are: .view),
        .objects(of: ListMistakeViewModel.self, are: .viewModel),
        .objects(of: ProgressReportingService.self, are: .service),
        .objects(of: ValueSubject<Battery5ListState>.self, are: .binding),
        .objects(of: SinkCancellable.self, are: .binding),
      ] + Architecture.mvvm.roles,
      calculator: { Architecture.mvvm.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { ListMistakeView(service: $0, trace: $1, mistake: mistake) })
  }

  static let battery5ReportingService = battery5ListMistake("battery5-reporting-service", .reportsToTheView)
  static let battery5NeverAnswers = battery5ListMistake("battery5-never-answers", .neverAnswers)

  static let battery5PartsList = Architecture(
    name: "battery5-parts-list", summary: "an MVP score list whose view joins and names", pattern: .mvp,
    roles: [
      .objects(of: PartsListHeadlessView.self, are: .view),
      .objects(of: PartsListPresenter.self, are: .presenter),
    ] + Architecture.mvp.roles,
    calculator: { Architecture.mvp.makeCalculatorScreen(model: $0, trace: $1) },
    scoreList: { PartsListHeadlessView(service: $0, trace: $1) })
}
