import CalculatorModel
import KataDriver
import KataShape

// VIPER, as a pattern of its own: the view owns its presenter; the presenter owns the
// interactor, which asks the Model and answers through an output protocol held weakly; the
// presenter formats and tells its view, held weakly through a protocol; a router, owned by the
// presenter, would show the next screen. Honest, and wrong once: a router handed the view
// strongly, "to push from it", so the presenter's router keeps the view alive.

extension Role {
  static let battery5Interactor = Role("Interactor")
  static let battery5Router = Role("Router")
}

extension Pattern {
  static let battery5Viper = Pattern(
    name: "VIPER", mediator: .battery5Interactor,
    rules: [
      .doesNotKeepAlive(
        .presenter, .view, name: "the VIPER presenter does not keep its view alive", why: "the view owns it.",
        hint: "hold the view weakly, and give the router no strong reference to it.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .refersThroughProtocol(
        .presenter, .view, name: "the VIPER presenter knows its view through a protocol",
        why: "so that a fake view can stand in.", hint: "declare the view as `(any SumViewInterface)?`.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .cannotReach(
        from: .battery5Interactor, [.view], passing: [.presenter],
        name: "the interactor cannot reach the view",
        why: "the interactor is business logic, and answers its presenter only.",
        hint: "answer through the output protocol, held weakly.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .reachesOnly(
        [.model], through: .battery5Interactor, name: "only the interactor asks the Model",
        why: "the interactor is the use case.", hint: "move the question into the interactor.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
      .decidesWhatIsShown(
        by: .presenter, to: .view, name: "the VIPER presenter decides what the view shows",
        why: "the presenter formats what the interactor found.", hint: "let the presenter tell the view.",
        lesson: "docs/adding-an-architecture.md#a-pattern-of-its-own"),
    ])
}

@MainActor
protocol SumViewInterface: AnyObject {
  func showResult(_ text: String)
}

@MainActor
protocol SumInteractorOutput: AnyObject {
  func didCompute(_ sum: Int128)
}

@MainActor
final class SumInteractor {
  weak var output: (any SumInteractorOutput)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) { self.model = model }

  func computeSum(of input: String, separatedBy token: String) {
    output?.didCompute(model.sum(of: input, separatedBy: token))
  }
}

@MainActor
final class SumRouter {
  /// Strong, in the wrong version: the view it would push from.
  var source: SumViperView?

  func showHistory() {}
}

@MainActor
final class RoutedCalculatorPresenter: SumInteractorOutput {
  weak var view: (any SumViewInterface)?
  private let interactor: SumInteractor
  let router = SumRouter()
  private var fields = (token: "", input: "")

  init(interactor: SumInteractor) {
    self.interactor = interactor
    interactor.output = self
  }

  func viewDidLoad() { interactor.computeSum(of: fields.input, separatedBy: fields.token) }

  func tokenChanged(_ token: String) {
    fields.token = token
    interactor.computeSum(of: fields.input, separatedBy: fields.token)
  }

  func inputChanged(_ input: String) {
    fields.input = input
    interactor.computeSum(of: fields.input, separatedBy: fields.token)
  }

  func didCompute(_ sum: Int128) { view?.showResult(String(sum)) }
}

@MainActor
final class SumViperView: CalculatorScreen, SumViewInterface {
  private let presenter: RoutedCalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?, routerKeepsView: Bool) {
    presenter = RoutedCalculatorPresenter(interactor: SumInteractor(model: model))
    self.trace = trace
    presenter.view = self
    if routerKeepsView { presenter.router.source = self }
    presenter.viewDidLoad()
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    trace?.call(.view, to: .presenter, "tokenChanged(\(Trace.literal(token)))")
    presenter.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    trace?.call(.view, to: .presenter, "inputChanged(\(Trace.literal(input)))")
    presenter.inputChanged(input)
  }

  func showResult(_ text: String) {
    trace?.arrived(at: .view, "showResult(\(Trace.literal(text)))", carrying: text, from: .presenter)
    resultText = text
  }
}

extension Architecture {
  private static func battery5Viper(_ name: String, routerKeepsView: Bool) -> Architecture {
    Architecture(
      name: name, summary: "VIPER: view, interactor, presenter, entity, router", pattern: .battery5Viper,
      roles: [
        .objects(of: SumViperView.self, are: .view),
        .objects(of: RoutedCalculatorPresenter.self, are: .presenter),
        .objects(of: SumInteractor.self, are: .battery5Interactor),
        .objects(of: SumRouter.self, are: .battery5Router),
      ] + Architecture.mvp.roles,
      calculator: { SumViperView(model: $0, trace: $1, routerKeepsView: routerKeepsView) },
      scoreList: { Architecture.mvp.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5ViperHonest = battery5Viper("battery5-viper", routerKeepsView: false)
  static let battery5ViperRouter = battery5Viper("battery5-viper-router", routerKeepsView: true)
}
