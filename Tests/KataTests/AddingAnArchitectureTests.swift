import CalculatorRule
import ConformanceCases
import KataDriver
import KataRegistry
import ScoreBoard
import Testing

// The worked example of docs/adding-an-architecture.md, run for real: a fourth architecture,
// a one-way loop in the style of Redux or TCA, in a few dozen lines. Events become actions
// sent to a store; the store alone changes the state; the view renders each new state.

/// The calculator's store: the whole screen state, changed only by `send(_:)`.
@MainActor
final class CalculatorStore {
  struct State: Equatable {
    var token = ""
    var input = ""
    var resultText = "0"
  }

  enum Action {
    case tokenChanged(String)
    case inputChanged(String)
  }

  private(set) var state = State()
  /// Called with every new state.
  var onChange: ((State) -> Void)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) {
    self.model = model
  }

  func send(_ action: Action) {
    switch action {
    case .tokenChanged(let token): state.token = token
    case .inputChanged(let input): state.input = input
    }
    state.resultText = String(model.sum(of: state.input, separatedBy: state.token))
    onChange?(state)
  }
}

/// The score list's store: one state, replaced by each load.
@MainActor
final class ScoreListStore {
  private(set) var state = ScoreListState.loading
  var onChange: ((ScoreListState) -> Void)?
  private let service: any ScoreService

  init(service: any ScoreService) {
    self.service = service
  }

  func load() async {
    state = .loading
    onChange?(state)
    do {
      let players = try await service.loadPlayers()
      state = players.isEmpty ? .empty : .rows(players.map(Self.row))
    } catch {
      state = .failed(error.description)
    }
    onChange?(state)
  }

  private static func row(for player: Player) -> ScoreListRow {
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListRow(name: name, level: player.level.rawValue)
  }
}

/// The one conformance for the calculator: a headless view that sends actions and renders.
@MainActor
final class StoreCalculatorScreen: CalculatorScreen {
  private let store: CalculatorStore
  private(set) var resultText: String

  init(model: any CalculatorModel) {
    store = CalculatorStore(model: model)
    resultText = store.state.resultText
    store.onChange = { [weak self] state in self?.resultText = state.resultText }
  }

  func editToken(_ token: String) { store.send(.tokenChanged(token)) }
  func editInput(_ input: String) { store.send(.inputChanged(input)) }
}

/// The one conformance for the score list.
@MainActor
final class StoreScoreListScreen: ScoreListScreen {
  private let store: ScoreListStore
  private(set) var shownStates: [ScoreListState] = []

  init(service: any ScoreService) {
    store = ScoreListStore(service: service)
    store.onChange = { [weak self] state in
      if self?.shownStates.last != state { self?.shownStates.append(state) }
    }
  }

  func load() async { await store.load() }
}

extension Role {
  /// The store: the one place where the state changes.
  static let store = Role("Store")
}

extension Pattern {
  /// A pattern of its own, with rules of its own, made with the same builders as MVC's.
  static let store = Pattern(
    name: "Store", mediator: .store,
    rules: [
      .owns(
        .view, .store, name: "the view owns its store",
        why: "the view is the entry point, and its store lives as long as it does.",
        hint: "hold the store in a strong property of the view.", lesson: "docs/adding-an-architecture.md"),
      .cannotReach(
        from: .store, [.view], name: "the store cannot reach the view",
        why: "a store hands out states; it never names who renders them.",
        hint: "call back through `onChange`, capturing the view weakly.",
        lesson: "docs/adding-an-architecture.md"),
    ])
}

extension Architecture {
  /// The registration: a name, a summary, the pattern it claims, the roles of its objects,
  /// and how to build each screen.
  static let store = Architecture(
    name: "store",
    summary: "events become actions sent to a store; the view renders each new state",
    pattern: .store,
    roles: [
      .objects(of: StoreCalculatorScreen.self, are: .view),
      .objects(of: StoreScoreListScreen.self, are: .view),
      .objects(of: CalculatorStore.self, are: .store),
      .objects(of: ScoreListStore.self, are: .store),
    ],
    calculator: { model, _ in StoreCalculatorScreen(model: model) },
    scoreList: { service, _ in StoreScoreListScreen(service: service) }
  )
}

@Suite("Adding an architecture: the worked example")
@MainActor
struct AddingAnArchitectureTests {
  /// What `Architecture.all` would hold after the one registration line.
  static let registered = Architecture.all + [.store]

  @Test("the shared cases drive the new architecture beside the others, and all pass")
  func sharedCasesDriveIt() async throws {
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: Self.registered)
    let byArchitecture = Dictionary(grouping: results, by: \.architecture)
    let cases = try CaseCollection.builtIn().count
    #expect(Set(byArchitecture.keys) == Set(Self.registered.map(\.name)))
    #expect(byArchitecture.values.allSatisfy { $0.count == cases }, "every case, through every architecture")
    #expect(byArchitecture["store"]?.count == cases)
    #expect(results.filter { !$0.passed }.map { "\($0.architecture): \($0.caseName)" } == [])
  }

  @Test("a wrong new architecture is caught by the very same cases")
  func brokenArchitectureFails() async throws {
    let broken = Architecture(
      name: "broken", summary: "ignores the token", pattern: .store, roles: Architecture.store.roles,
      calculator: { model, _ in
        let screen = StoreCalculatorScreen(model: model)
        return IgnoringToken(screen)
      },
      scoreList: { service, _ in StoreScoreListScreen(service: service) })
    let results = await ConformanceCheck.run(try CaseCollection.builtIn(), through: [broken])
    #expect(results.contains { !$0.passed })
  }

  @Test("the new architecture keeps the rules of the pattern it claims, its own included")
  func keepsItsRules() async {
    let reports = await ShapeCheck.run([.store])
    #expect(reports.map(\.shape.screen) == ScreenKind.allCases)
    for report in reports {
      #expect(report.results.map(\.rule.name) == Pattern.store.rules.map(\.name))
      for result in report.results {
        #expect(result.passed, "\(report.shape.screen): \(result.message)")
      }
    }
  }
}

/// A screen that drops every token edit: the kind of bug the shared cases exist to catch.
@MainActor
private final class IgnoringToken: CalculatorScreen {
  private let base: any CalculatorScreen
  init(_ base: any CalculatorScreen) { self.base = base }
  func editToken(_ token: String) {}
  func editInput(_ input: String) { base.editInput(input) }
  var resultText: String { base.resultText }
}
