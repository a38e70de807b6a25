import CalculatorMVVM
import CalculatorModel
import KataDriver
import KataShape
import KataTracing

// A pattern of one's own is held to a floor: the common rules, and a route from its middle
// layer to the view that its rules declare (or none at all).

extension Role {
  /// The middle layer of the test's own pattern.
  static let hub = Role("Hub")
}

extension Pattern {
  /// A pattern of its own that says nothing of how the hub reaches the view: its score list is
  /// the MVVM lesson's, its view model playing the hub, so that the rules it declares about
  /// the view stay on one screen.
  static let silentHub = Pattern(name: "Hub", mediator: .hub, rules: [])

  /// The same, declaring on purpose that the hub calls its view, weakly, through a protocol.
  static let declaredHub = Pattern(
    name: "Hub", mediator: .hub,
    rules: [
      .doesNotKeepAlive(
        .hub, .view, name: "the hub does not keep its view alive", why: "the view owns the hub.",
        hint: "hold the view weakly.", lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .refersThroughProtocol(
        .hub, .view, name: "the hub knows its view through a protocol",
        why: "so that a fake view can stand in.",
        hint: "declare `weak var view: (any HubDisplay)?`.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
    ])

  /// An architecture of `pattern` whose calculator is a hub that calls its view.
  static func hubArchitecture(_ pattern: Pattern, name: String) -> Architecture {
    Architecture(
      name: name, summary: "a hub that tells its view what to show", pattern: pattern,
      roles: [
        .objects(of: HubView.self, are: .view), .objects(of: Hub.self, are: .hub),
        .objects(of: CalculatorMVVM.ScoreListViewModel.self, are: .hub),
      ] + Architecture.mvvm.roles.filter { $0.role != .viewModel },
      calculator: { model, _ in HubView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
  }
}

extension Pattern {
  /// A pattern of its own whose only rule about the view is the view's (it owns its hub): it
  /// says nothing of how the hub reaches the view.
  static let viewOwnedHub = Pattern(
    name: "Hub", mediator: .hub,
    rules: [
      .owns(
        .view, .hub, name: "the view owns its hub", why: "the view is the entry point.",
        hint: "hold the hub in a strong property of the view.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own")
    ])
}

extension Mistake {
  static let ownPatternMistakes: [Mistake] = [
    Mistake(
      name:
        "a pattern of its own whose only view rule is the view's, with a hub that keeps and calls its view",
      architecture: Pattern.hubArchitecture(.viewOwnedHub, name: "view-owned-hub"),
      screen: .calculator,
      breaks: [Pattern.viewOwnedHub.undeclaredRouteRule],
      says: "reaches View (HubView)"),
    Mistake(
      name: "a pattern of its own whose middle layer keeps and calls its view, with no rule that says so",
      architecture: Pattern.hubArchitecture(.silentHub, name: "silent-hub"),
      screen: .calculator,
      breaks: [Pattern.silentHub.undeclaredRouteRule],
      says: "reaches View (HubView)"),
  ]
}

extension Variant {
  static let declaredHub = Variant(
    name: "a pattern of its own whose hub calls its view, declared in its rules",
    architecture: Pattern.hubArchitecture(.declaredHub, name: "declared-hub"))
}

/// What a hub tells its view.
@MainActor
protocol HubDisplay: AnyObject {
  func show(resultText: String)
}

/// Keeps the fields, asks the Model, and tells its view what to show.
@MainActor
final class Hub {
  weak var view: (any HubDisplay)?
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) { self.model = model }

  func attach(_ view: any HubDisplay) {
    self.view = view
    refresh()
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    refresh()
  }

  func inputChanged(_ input: String) {
    fields.input = input
    refresh()
  }

  private func refresh() {
    view?.show(resultText: String(model.sum(of: fields.input, separatedBy: fields.token)))
  }
}

@MainActor
final class HubView: CalculatorScreen, HubDisplay {
  private let hub: Hub
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    hub = Hub(model: model)
    hub.attach(self)
  }

  func editToken(_ token: String) { hub.tokenChanged(token) }
  func editInput(_ input: String) { hub.inputChanged(input) }
  func show(resultText: String) { self.resultText = resultText }
}

extension Pattern {
  /// A pattern of its own that borrows a lesson's name and middle role, and declares nothing.
  static let namedMVVMWithNoRules = Pattern(name: "MVVM", mediator: .viewModel, rules: [])
}

extension Mistake {
  /// The floor every pattern keeps: its middle layer exists, and is the only way to the Model.
  static let mediatorFloorMistakes: [Mistake] = [
    Mistake(
      name: "a pattern called MVVM with no rules and no view model: a view that asks the Model itself",
      architecture: Architecture(
        name: "no-middle", summary: "a view that sums by asking the Model itself",
        pattern: .namedMVVMWithNoRules,
        roles: [.objects(of: DecidingView.self, are: .view)] + Architecture.mvvm.roles,
        calculator: { model, _ in DecidingView(model: model, hub: nil) },
        scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }),
      screen: .calculator,
      breaks: [Pattern.namedMVVMWithNoRules.mediatorFloorRule],
      says: "no object plays ViewModel"),
    Mistake(
      name: "a pattern of its own whose hub exists, but whose view asks the Model around it",
      architecture: Architecture(
        name: "bypassed-hub", summary: "a view that keeps a hub and asks the Model itself",
        pattern: .declaredHub,
        roles: [
          .objects(of: DecidingView.self, are: .view), .objects(of: Hub.self, are: .hub),
          .objects(of: CalculatorMVVM.ScoreListViewModel.self, are: .hub),
        ] + Architecture.mvvm.roles.filter { $0.role != .viewModel },
        calculator: { model, _ in DecidingView(model: model, hub: Hub(model: model)) },
        scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }),
      screen: .calculator,
      breaks: [Pattern.declaredHub.mediatorFloorRule],
      says: "DecidingView"),
  ]
}

extension Variant {
  /// MVVM with a coordinator, claimed as a pattern of its own that declares no rules: the
  /// floor (a view model that exists and is the only way to the Model) holds.
  static let coordinatedOwnPattern = Variant(
    name: "a coordinated MVVM claimed as a pattern of its own with no rules",
    architecture: Architecture(
      name: "coordinated-own", summary: "coordinated MVVM, as a pattern of its own",
      pattern: Pattern(name: "Coordinated", mediator: .viewModel, rules: []),
      roles: Variant.coordinated.architecture.roles,
      calculator: { Variant.coordinated.architecture.makeCalculatorScreen(model: $0, trace: $1) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) }))
}

/// The mistake: the view asks the Model itself and shows the sum; a hub, if it has one, is
/// kept beside it and never asked.
@MainActor
final class DecidingView: CalculatorScreen {
  private let model: any CalculatorModel
  private let hub: Hub?
  private var fields = (token: "", input: "")
  private(set) var resultText = "0"

  init(model: any CalculatorModel, hub: Hub?) {
    self.model = model
    self.hub = hub
    resultText = String(model.sum(of: "", separatedBy: ""))
  }

  func editToken(_ token: String) {
    fields.token = token
    resultText = String(model.sum(of: fields.input, separatedBy: token))
  }

  func editInput(_ input: String) {
    fields.input = input
    resultText = String(model.sum(of: input, separatedBy: fields.token))
  }
}
