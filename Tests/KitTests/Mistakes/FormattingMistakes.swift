import CalculatorMVC
import CalculatorModel
import Foundation
import KataDriver
import KataShape
import KataTracing
import ScoreBoard

@testable import CalculatorMVVM

extension Mistake {
  /// Views that make their own text from what they were handed: each notes what reached it
  /// where it arrived, as the guide asks, and "the view formats nothing" compares.
  static let formattingMistakes = [
    Mistake(
      name: "an MVVM view model that publishes the sum as a Decimal, and a view that formats it",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: DecimalViewModel.self, are: .viewModel),
          .objects(of: BoundValue<Decimal>.self, are: .binding),
        ],
        calculator: { DecimalView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.boundViewFormatsNothing],
      says: "(Decimal)"),
    Mistake(
      name:
        "an MVVM list whose view model publishes raw players, and a view that joins names and finds levels",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: RawPlayersView.self, are: .view),
          .objects(of: RawPlayersViewModel.self, are: .viewModel),
          .objects(of: BoundValue<RawPlayersState>.self, are: .binding),
        ],
        scoreList: { RawPlayersView(service: $0, trace: $1) }),
      screen: .scoreList,
      breaks: [.boundViewFormatsNothing],
      says: "the View made that text",
      // A list's why and fix speak of rows, not of a label's text.
      neverSays: "`BoundValue<String>`",
      failsCases: Mistake.loadsTheOldWay),
    Mistake(
      name: "an MVC table whose cells carry the score, and a cell that works out its own level",
      architecture: .mistake(
        of: .mvc,
        roles: [
          .objects(of: ScoreCellController.self, are: .controller),
          .objects(of: ScoreCellTable.self, are: .view),
        ],
        scoreList: { ScoreCellScreen(service: $0, trace: $1) }),
      screen: .scoreList,
      breaks: [.controllerFormatsWhatTheViewShows],
      says: "Beginner",
      failsCases: Mistake.loadsTheOldWay),
    Mistake(
      name: "an MVVM view that formats a number it is bound to, and notes nothing of what reaches it",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: NumberViewModel.self, are: .viewModel),
          .objects(of: BoundValue<Int128>.self, are: .binding),
        ],
        calculator: { model, _ in FormattingView(model: model, trace: nil) }),
      screen: .calculator, breaks: [], unseenRoute: "a view that notes no value"),
  ]
}

/// The view model publishes the sum as a `Decimal`; the view makes it text.
@MainActor
final class DecimalViewModel {
  let sum: BoundValue<Decimal>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    sum = BoundValue(Decimal(string: String(model.sum(of: "", separatedBy: ""))) ?? 0)
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    publish()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    publish()
  }

  private func publish() {
    sum.update(Decimal(string: String(model.sum(of: fields.input, separatedBy: fields.token))) ?? 0)
  }
}

@MainActor
final class DecimalView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: DecimalViewModel
  private let trace: Trace?
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = DecimalViewModel(model: model)
    self.trace = trace
    bindings = [
      viewModel.sum.bind { [weak self] sum in
        self?.trace?.arrived(at: .view, "show(sum: \(sum))", carrying: sum, from: .viewModel)
        self?.showResultText("\(sum)")
      }
    ]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.sum.bind { observer("\($0)") }
  }
}

/// What the raw-players view model publishes: the players themselves, not rows to show.
enum RawPlayersState: Sendable, Equatable {
  case loading, empty
  case players([Player])
  case failed(String)
}

@MainActor
final class RawPlayersViewModel {
  let state = BoundValue(RawPlayersState.loading)
  private let service: any ScoreService
  private var request: Task<Result<[Player], RosterError>, Never>?

  init(service: any ScoreService) {
    self.service = service
  }

  func load() async {
    state.update(.loading)
    // The request is started here, in the role's own code: a helper of no role that asked the
    // service would break "the view cannot reach the Model" on its own.
    self.request?.cancel()
    let request = Task { [service] () -> Result<[Player], RosterError> in
      do throws(RosterError) { return .success(try await service.loadPlayers()) } catch {
        return .failure(error)
      }
    }
    self.request = request
    let answer = await withTaskCancellationHandler {
      await request.value
    } onCancel: {
      request.cancel()
    }
    guard !request.isCancelled else { return }
    switch answer {
    case .success(let players): state.update(players.isEmpty ? .empty : .players(players))
    case .failure(let error): state.update(.failed(error.shownMessage))
    }
  }
}

/// The view joins each player's names and works out the level: presentation logic, untested.
@MainActor
final class RawPlayersView: ScoreListScreen, BindingProbe {
  /// Appears as the lessons once did: a task that keeps the screen until the service answers
  /// (``Mistake/loadsTheOldWay``).
  func appear() { Task { await load() } }

  private let viewModel: RawPlayersViewModel
  private let trace: Trace?
  private var bindings: [BindingToken] = []
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService, trace: Trace?) {
    viewModel = RawPlayersViewModel(service: service)
    self.trace = trace
    bindings = [viewModel.state.bind { [weak self] in self?.render($0) }]
  }

  func load() async { await viewModel.load() }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.state.bind { observer("\(Self.shown($0))") }
  }

  private func render(_ state: RawPlayersState) {
    trace?.arrived(at: .view, "render(\(state))", carrying: state, from: .viewModel)
    shownStates.show(Self.shown(state))
  }

  private static func shown(_ state: RawPlayersState) -> ScoreListSnapshot {
    switch state {
    case .loading: .loading
    case .empty: .empty
    case .failed(let message): .failed(message)
    case .players(let players):
      .rows(
        players.map {
          ScoreListRow(
            name: [$0.firstName, $0.lastName].filter { !$0.isEmpty }.joined(separator: " "),
            level: Level(score: $0.score).shownName)
        })
    }
  }
}

/// A cell that carries the score: the table decides what level it reads as.
struct ScoreCell {
  var name: String
  var score: Int
}

@MainActor
final class ScoreCellController {
  let view: ScoreCellTable
  private let service: any ScoreService
  private var players: [Player] = []
  private var request: Task<Result<[Player], RosterError>, Never>?

  init(view: ScoreCellTable, service: any ScoreService) {
    self.view = view
    self.service = service
    view.dataSource = self
  }

  func load() async {
    view.showLoading()
    // The request is started here, in the role's own code: a helper of no role that asked the
    // service would break "the view cannot reach the Model" on its own.
    self.request?.cancel()
    let request = Task { [service] () -> Result<[Player], RosterError> in
      do throws(RosterError) { return .success(try await service.loadPlayers()) } catch {
        return .failure(error)
      }
    }
    self.request = request
    let answer = await withTaskCancellationHandler {
      await request.value
    } onCancel: {
      request.cancel()
    }
    guard !request.isCancelled else { return }
    switch answer {
    case .success(let loaded):
      players = loaded
      view.reloadData()
    case .failure(let error):
      players = []
      view.showError(error.shownMessage)
    }
  }

  var numberOfRows: Int { players.count }

  func cell(at row: Int) -> ScoreCell {
    let player = players[row]
    return ScoreCell(
      name: [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " "),
      score: player.score)
  }
}

@MainActor
final class ScoreCellTable {
  weak var dataSource: ScoreCellController?
  private let trace: Trace?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(trace: Trace?) {
    self.trace = trace
  }

  func showLoading() {
    trace?.arrived(at: .view, "showLoading()", from: .controller)
    shownStates.show(.loading)
  }

  func showError(_ message: String) {
    trace?.arrived(at: .view, "showError(\(Trace.literal(message)))", carrying: message, from: .controller)
    shownStates.show(.failed(message))
  }

  func reloadData() {
    guard let dataSource else { return }
    let rows = (0..<dataSource.numberOfRows).map { row in
      let cell = dataSource.cell(at: row)
      trace?.reply(.controller, to: .view, "returns \(cell)", carrying: cell)
      return ScoreListRow(name: cell.name, level: Level(score: cell.score).shownName)
    }
    shownStates.show(rows.isEmpty ? .empty : .rows(rows))
  }
}

@MainActor
final class ScoreCellScreen: ScoreListScreen {
  /// Appears as the lessons once did: a task that keeps the screen until the service answers
  /// (``Mistake/loadsTheOldWay``).
  func appear() { Task { await load() } }

  private let controller: ScoreCellController

  init(service: any ScoreService, trace: Trace?) {
    controller = ScoreCellController(view: ScoreCellTable(trace: trace), service: service)
  }

  func load() async { await controller.load() }
  var shownStates: [ScoreListSnapshot] { controller.view.shownStates }
}
