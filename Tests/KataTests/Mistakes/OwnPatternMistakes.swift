import CalculatorModel
import KataDriver

// A pattern of one's own is held to a floor: the common rules, and a route from its middle
// layer to the view that its rules declare (or none at all).

extension Role {
  /// The middle layer of the test's own pattern.
  static let hub = Role("Hub")
}

extension Pattern {
  /// A pattern of its own that says nothing of how the hub reaches the view: its score list is
  /// the MVVM lesson's, with no hub, so that the rules it declares stay on one screen.
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
      roles: [.objects(of: HubView.self, are: .view), .objects(of: Hub.self, are: .hub)]
        + Architecture.mvvm.roles,
      calculator: { model, _ in HubView(model: model) },
      scoreList: { Architecture.mvvm.makeScoreListScreen(service: $0, trace: $1) })
  }
}

extension Mistake {
  static let ownPatternMistakes: [Mistake] = [
    Mistake(
      name: "a pattern of its own whose middle layer keeps and calls its view, with no rule that says so",
      architecture: Pattern.hubArchitecture(.silentHub, name: "silent-hub"),
      screen: .calculator,
      breaks: [Pattern.silentHub.undeclaredRouteRule],
      says: "reaches View (HubView)")
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
