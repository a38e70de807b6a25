import CalculatorMVC
import CalculatorMVP
import ConformanceCases
import KataDriver
import ScoreBoard

// Screens whose load never returns: a half-edited middle layer that lets its request go
// without finishing the loads that wait for it, and one that cancels a request a load still
// waits for. The driver waits for each with a patience counted in work, and the verdict comes:
// the case fails naming what never returned, and so does "the screen always answers".

extension Mistake {
  static let unansweringMistakes: [Mistake] = [
    Mistake(
      name: "an MVP list presenter that lets its request go without ending the loads waiting for it",
      architecture: listPresented(by: WaiterDroppingPresenter.self),
      screen: .scoreList,
      breaks: [.screenAlwaysAnswers],
      says: "the load never returned: the screen shows 2 rows, with nothing in flight",
      failsCases: everyRosterCase),
    Mistake(
      name:
        "an MVC list controller whose refresh, given up, cancels the request the first load still waits for",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: RequestCancellingController.self, are: .controller)],
        scoreList: { service, _ in MistakenListScreen<RequestCancellingController>(service: service) }),
      screen: .scoreList,
      breaks: [],
      // Its screen appears as the lessons' once did, which the case of a screen let go sees too.
      failsCases: Mistake.loadsTheOldWay),
  ]

  /// The name of every built-in score list case: a screen that never answers fails them all,
  /// the later ones not run.
  static var everyRosterCase: Set<String> {
    Set(((try? CaseCollection.builtIn())?.rosters ?? []).map(\.name))
  }
}

/// The mistake, as a student half-edits step 2: once the request answers, the presenter lets it
/// go (`request = nil`) where it should end it (`endRequest()`, which also finishes every load
/// waiting for it). The answer is shown; the load that asked for it never returns.
@MainActor
final class WaiterDroppingPresenter: ListPresenting {
  private weak var view: (any CalculatorMVP.ScoreListView)?
  private let service: any ScoreService
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(service: any ScoreService) { self.service = service }

  func attach(_ view: any CalculatorMVP.ScoreListView) { self.view = view }

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
      switch answer {
      case .success(let players):
        view?.display(rows: players.map(Self.row))
      case .failure(let error):
        view?.display(errorMessage: error.shownMessage)
      }
    }
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    for await _ in answered {}
  }

  deinit { request?.cancel() }

  private static func row(for player: Player) -> ScoreRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreRow(name: name, level: player.level.shownName)
  }
}

/// The mistake: the lesson's controller, whose `load()` cancels the shared request when its own
/// caller gives up. A refresh abandoned while the first load waits cancels the request that load
/// waits for; its answer is dropped, nothing ends the first load, and the screen stays loading.
@MainActor
final class RequestCancellingController: MistakenListController {
  let view: any CalculatorMVC.ScoreListView
  private let service: any ScoreService
  private(set) var players: [Player] = []
  private var request: Task<Void, Never>?
  private var waiters: [AsyncStream<Void>.Continuation] = []

  init(view: any CalculatorMVC.ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
    view.dataSource = self
  }

  func load() async {
    request?.cancel()
    view.showLoading()
    let request = Task { [service, weak self] in
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
      case .success(let loaded):
        self.players = loaded
        self.view.reloadData()
      case .failure(let error):
        self.players = []
        self.view.showError(error.shownMessage)
      }
    }
    self.request = request
    let (answered, waiter) = AsyncStream.makeStream(of: Void.self)
    waiters.append(waiter)
    // The caller gives up: the request goes with it, whoever else waits for it.
    await withTaskCancellationHandler {
      for await _ in answered {}
    } onCancel: {
      request.cancel()
    }
  }

  deinit { request?.cancel() }
}
