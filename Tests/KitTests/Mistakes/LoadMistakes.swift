import CalculatorMVP
import ScoreBoard
import Synchronization

@testable import KataDriver
@testable import KataTracing

// Loads done wrong: a late answer shown, or a screen a pending load keeps alive. The shared
// cases catch both.

extension Mistake {
  static let loadMistakes: [Mistake] = [
    Mistake(
      name: "an MVP presenter that displays every answer, a late one too",
      architecture: listPresented(by: EveryAnswerPresenter.self),
      screen: .scoreList,
      breaks: [],
      failsCases: Mistake.loadsTheOldWay.union([
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
        "the screen goes away while loading: the late answer reaches nothing",
      ])),
    Mistake(
      name: "an MVP list presenter that holds its view strongly, so a screen gone still shows a late answer",
      architecture: listPresented(by: ViewKeepingPresenter.self),
      screen: .scoreList,
      breaks: [.presenterDoesNotKeepItsViewAlive, .nothingOutlivesItsScreen],
      failsCases: Mistake.loadsTheOldWay.union([
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
        "the screen goes away while loading: the late answer reaches nothing",
      ])),
    Mistake(
      name:
        "an MVP list presenter that never cancels a request, and drops its answer once the load's caller gave up",
      architecture: listPresented(by: UncancellingPresenter.self),
      screen: .scoreList,
      breaks: [],
      failsCases: Mistake.loadsTheOldWay.union([
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
        // Nothing reaches the screen once it went; the request it left went on all the same.
        "the screen goes away while loading: the late answer reaches nothing",
      ])),
    Mistake(
      name: "an MVP list presenter that cancels a replaced request and counts on the service to fail it",
      architecture: listPresented(by: ServiceTrustingPresenter.self),
      screen: .scoreList,
      breaks: [],
      failsCases: Mistake.loadsTheOldWay.union([
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
        // A cancelled load still waits for its request, which keeps the screen until it answers.
        "the screen goes away while loading: the late answer reaches nothing",
      ])),
    firstLoadKeeping,
  ]

  /// Seen only on a load after the first: the real-looking run loads the list twice, and asks
  /// that the service answer each load.
  static let firstLoadKeeping = Mistake(
    name:
      "an MVVM list view model that keeps the first load's players, and serves every later load from them",
    architecture: listWatched(
      by: FirstLoadKeepingListViewModel.self, with: [.objects(of: FirstAnswerKeeper.self, are: .viewModel)]),
    screen: .scoreList,
    breaks: [.computesWithTheGivenModel],
    says: "load 2 was shown",
    failsCases: [
      "a reload shows the new roster, not the old one",
      "a failing reload shows the failure, not the old rows",
      "a reload to an empty roster shows no players, not the old rows",
    ])

  /// The MVP lesson, with its score list's presenter made by `Presenter`.
  static func listPresented<Presenter: ListPresenting>(by _: Presenter.Type) -> Architecture {
    .mistake(
      of: .mvp, roles: [.objects(of: Presenter.self, are: .presenter)],
      scoreList: { ListPresentedView<Presenter>(service: $0, trace: $1) })
  }
}

/// A score list presenter, as the mistakes below get it wrong.
@MainActor
protocol ListPresenting: AnyObject {
  init(service: any ScoreService)
  func attach(_ view: any CalculatorMVP.ScoreListView)
  func load() async
}

extension ListPresenting {
  fileprivate static func row(for player: Player) -> ScoreRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreRow(name: name, level: player.level.shownName)
  }
}

/// The mistake: the presenter displays whatever answer comes, so when the first of two
/// loads answers last, the view ends on the older roster (or on its failure).
@MainActor
final class EveryAnswerPresenter: ListPresenting {
  private weak var view: (any CalculatorMVP.ScoreListView)?
  private let service: any ScoreService

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any CalculatorMVP.ScoreListView) { self.view = view }

  func load() async {
    view?.displayLoading()
    do {
      view?.display(rows: try await service.loadPlayers().map(Self.row))
    } catch {
      view?.display(errorMessage: error.shownMessage)
    }
  }
}

/// The mistake: the request runs in a task of its own that nobody cancels; the presenter
/// drops its answer when the load that waited for it was cancelled, so a screen that went
/// away shows nothing late, but the service keeps working for nobody.
@MainActor
final class UncancellingPresenter: ListPresenting {
  private weak var view: (any CalculatorMVP.ScoreListView)?
  private let service: any ScoreService

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any CalculatorMVP.ScoreListView) { self.view = view }

  func load() async {
    view?.displayLoading()
    let request = Task { [service] () async -> Result<[Player], RosterError> in
      do throws(RosterError) {
        return .success(try await service.loadPlayers())
      } catch {
        return .failure(error)
      }
    }
    let answer = await request.value
    guard !Task.isCancelled else { return }
    switch answer {
    case .success(let players): view?.display(rows: players.map(Self.row))
    case .failure(let error): view?.display(errorMessage: error.shownMessage)
    }
  }
}

/// The mistake: a newer load cancels the request before it, and the presenter shows whatever
/// answer comes but a cancellation. Over a service that fails a cancelled load, the replaced
/// answer never shows; over one that answers it all the same, it shows last.
@MainActor
final class ServiceTrustingPresenter: ListPresenting {
  private weak var view: (any CalculatorMVP.ScoreListView)?
  private let service: any ScoreService
  private var request: Task<Void, Never>?

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any CalculatorMVP.ScoreListView) { self.view = view }

  func load() async {
    request?.cancel()
    view?.displayLoading()
    let request = Task { [service, weak self] in
      do throws(RosterError) {
        let players = try await service.loadPlayers()
        self?.view?.display(rows: players.map(Self.row))
      } catch .cancelled {
        return
      } catch {
        self?.view?.display(errorMessage: error.shownMessage)
      }
    }
    self.request = request
    await request.value
  }

  isolated deinit { request?.cancel() }
}

/// The mistake: the presenter drops a late answer, but holds its view strongly. The view owns
/// the presenter, so the two keep each other alive, and a screen that went away while it
/// loaded still shows the answer that comes afterwards.
@MainActor
final class ViewKeepingPresenter: ListPresenting {
  private var view: (any CalculatorMVP.ScoreListView)?
  private let service: any ScoreService
  private var loadsBegun = 0

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any CalculatorMVP.ScoreListView) { self.view = view }

  func load() async {
    loadsBegun += 1
    let thisLoad = loadsBegun
    view?.displayLoading()
    do {
      let rows = try await service.loadPlayers().map(Self.row)
      if thisLoad == loadsBegun { view?.display(rows: rows) }
    } catch {
      if thisLoad == loadsBegun { view?.display(errorMessage: error.shownMessage) }
    }
  }
}

/// A passive list view that owns its presenter, as the lesson's does.
@MainActor
final class ListPresentedView<Presenter: ListPresenting>: ScoreListScreen, CalculatorMVP.ScoreListView {
  /// Appears as the lessons once did: a task that keeps the screen until the service answers
  /// (``Mistake/loadsTheOldWay``).
  func appear() { Task { await load() } }

  private let presenter: Presenter
  private let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    self.trace = trace
    presenter = Presenter(service: service)
    presenter.attach(self)
  }

  func load() async { await presenter.load() }
  func displayLoading() { show(.loading) }
  func displayEmpty() { show(.empty) }
  func display(errorMessage: String) { show(.failed(errorMessage)) }
  func display(rows: [ScoreRow]) {
    show(rows.isEmpty ? .empty : .rows(rows.map { ScoreListRow(name: $0.name, level: $0.level) }))
  }

  /// Shows `state`, recording where it arrives what the presenter told the view.
  private func show(_ state: ScoreListSnapshot) {
    trace?.arrived(at: .view, "display(\(state))", from: .presenter)
    shownStates.show(state)
  }
}

/// The mistake: the view model keeps the players its first load was answered, and every later
/// load, a refresh too, gets that copy instead of the service's answer. The roster may have
/// changed since: the screen shows what the view model remembers, not what the service it was
/// given says now, and a test that hands it a fake service sees the fake asked once. It loads
/// as the lesson's does otherwise, through ``FirstAnswerKeeper``.
@MainActor
final class FirstLoadKeepingListViewModel: StateWatchingListViewModel {
  required init(service: any ScoreService) {
    super.init(service: FirstAnswerKeeper(service))
  }
}

/// What ``FirstLoadKeepingListViewModel`` loads from: the service it was given, asked until it
/// answers once (a failure is not kept), and never again.
final class FirstAnswerKeeper: ScoreService {
  private let service: any ScoreService
  private let kept = Mutex<[Player]?>(nil)

  init(_ service: any ScoreService) { self.service = service }

  func loadPlayers() async throws(RosterError) -> [Player] {
    if let players = kept.withLock({ $0 }) { return players }
    let players = try await service.loadPlayers()
    kept.withLock { $0 = players }
    return players
  }
}
