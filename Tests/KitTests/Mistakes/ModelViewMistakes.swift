import CalculatorMVC
import CalculatorModel
import KataDriver
import KataShape
import KataTracing
import ScoreBoard
import Synchronization

@testable import KataLessons

/// The Model side that knows the view by a route the first Model mistake did not take: a
/// service that tells a view through a closure it holds (no stored property reaches the view;
/// what the view noted shows who told it), and a Model that keeps its view two hops away, in a
/// listener box (it tells the view nothing the view notes; what it holds shows it).
extension Mistake {
  static let modelViewMistakes = [
    Mistake(
      name: "a service around the given one that tells a view of the list through a closure it holds",
      architecture: .mistake(
        of: .mvc,
        roles: [
          .objects(of: NotifyingService.self, are: .service), .objects(of: RosterBadge.self, are: .view),
        ],
        scoreList: { BadgedScoreListWindow(service: $0, trace: $1) }),
      screen: .scoreList,
      // The wrapper asks the given service in the controller's place, and tells the badge from
      // the service's own executor; and the badge is a view no controller owns.
      breaks: [
        .modelKnowsNoView, .onlyTheControllerAsksTheModel, .viewIsToldOnTheMainActor, .controllerOwnsItsView,
      ],
      says: "the Service told the view rosterLoaded(2 players)"),
    Mistake(
      name: "a Model around the given one that keeps its view in a listener box",
      architecture: .mistake(
        of: .mvc,
        roles: [
          // The Model's list of listeners is how it would tell its views: its binding to them.
          .objects(of: ListenerModel.self, are: .model), .objects(of: ViewListener.self, are: .binding),
        ],
        calculator: { model, _ in ListeningModelScreen(model: model) }),
      screen: .calculator,
      // The wrapper asks the given Model in the controller's place, too.
      breaks: [.modelKnowsNoView, .onlyTheControllerAsksTheModel],
      says: "ListenerModel keeps the view ComputingView (ListenerModel.listeners[] → ViewListener.view)"),
  ]
}

/// The service a screen is given, wrapped: it answers as the given one does, and then tells
/// whoever listens how many players it loaded.
final class NotifyingService: ScoreService {
  private let service: any ScoreService
  private let listener = Mutex<(@Sendable (Int) -> Void)?>(nil)

  init(_ service: any ScoreService) { self.service = service }

  func listen(_ observer: @escaping @Sendable (Int) -> Void) { listener.withLock { $0 = observer } }

  func loadPlayers() async throws(RosterError) -> [Player] {
    let players = try await service.loadPlayers()
    listener.withLock { $0 }?(players.count)
    return players
  }
}

/// A badge beside the table, told by the service how many players came.
final class RosterBadge: @unchecked Sendable {
  private let trace: Trace?
  private let count = Mutex(0)

  init(trace: Trace?) { self.trace = trace }

  func listen(to service: NotifyingService) {
    service.listen { [weak self] count in self?.show(count: count) }
  }

  private func show(count: Int) {
    trace?.arrived(at: .view, "rosterLoaded(\(Trace.counted(count, "player")))", from: .service)
    self.count.withLock { $0 = count }
  }
}

/// The lesson's MVC list, with the badge beside its table.
@MainActor
final class BadgedScoreListWindow: ScoreListScreen {
  private let controller: ScoreListController
  private let view: MVCDrivenScoreListView
  private let badge: RosterBadge
  private let service: NotifyingService

  init(service: any ScoreService, trace: Trace?) {
    self.service = NotifyingService(service)
    view = MVCDrivenScoreListView(trace: trace)
    badge = RosterBadge(trace: trace)
    badge.listen(to: self.service)
    controller = CalculatorMVC.ScoreListComposition.compose(view: view, service: self.service)
  }

  func load() async { await controller.load() }
  func appear() { controller.startLoading() }
  var shownStates: [ScoreListSnapshot] { view.shownStates }
  func layOutAgain() { view.layOutAgain() }
}

/// A listener the Model keeps: a box around its view.
@MainActor
final class ViewListener {
  weak var view: ComputingView?

  init(_ view: ComputingView) { self.view = view }
}

/// A Model around the given one that keeps its listeners, each a box around a view, and tells
/// none of them anything a view notes.
@MainActor
final class ListenerModel: CalculatorModel {
  private let model: any CalculatorModel
  private(set) var listeners: [ViewListener] = []

  init(model: any CalculatorModel) { self.model = model }

  func listen(_ view: ComputingView) { listeners.append(ViewListener(view)) }

  nonisolated func sum(of input: String, separatedBy token: String) -> Int128 {
    MainActor.assumeIsolated { model.sum(of: input, separatedBy: token) }
  }
}

@MainActor
final class ListeningModelScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view: ComputingView
  private let model: ListenerModel

  init(model: any CalculatorModel) {
    self.model = ListenerModel(model: model)
    view = ComputingView(model: nil)
    self.model.listen(view)
    controller = CalculatorController(view: view, model: self.model)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
}
