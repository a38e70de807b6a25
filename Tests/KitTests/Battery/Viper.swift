import CalculatorModel
import KataDriver
import KataShape
import KataTracing

extension Role {
  static let batteryInteractor = Role("Interactor")
  static let batteryRouter = Role("Router")
}

extension Pattern {
  static let batteryViper = Pattern(
    name: "VIPER", mediator: .batteryInteractor,
    rules: [
      .doesNotKeepAlive(
        .presenter, .view, name: "the presenter does not keep its view alive", why: "the view owns it.",
        hint: "hold the view weakly.", lesson: "docs/adding-an-architecture.md"),
      .refersThroughProtocol(
        .presenter, .view, name: "the presenter knows the view through a protocol",
        why: "a fake view stands in.",
        hint: "declare the view with its protocol.", lesson: "docs/adding-an-architecture.md"),
      .doesNotKeepAlive(
        .batteryRouter, .view, name: "the router does not keep its view alive",
        why: "the view owns the module.",
        hint: "hold the view weakly.", lesson: "docs/adding-an-architecture.md"),
      .reachesOnly(
        [.model, .service], through: .batteryInteractor, name: "only the interactor asks the Model",
        why: "the use case is the interactor's.", hint: "ask the Model in the interactor.",
        lesson: "docs/adding-an-architecture.md"),
      .cannotReach(
        from: .batteryInteractor, [.view], passing: [.presenter], name: "the interactor knows no view",
        why: "it answers its output, the presenter.", hint: "answer through the output protocol.",
        lesson: "docs/adding-an-architecture.md"),
      .showsWhatArrives(
        .view, name: "the view formats nothing", why: "the presenter formats.",
        hint: "show the text the presenter gives.", lesson: "docs/adding-an-architecture.md"),
    ])
}

@MainActor
protocol ViperCalculatorDisplay: AnyObject {
  func display(resultText: String)
}

@MainActor
protocol ViperCalculatorInteractorOutput: AnyObject {
  func sumComputed(_ sum: Int128)
}

@MainActor
final class ViperCalculatorInteractor {
  weak var output: (any ViperCalculatorInteractorOutput)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) { self.model = model }

  func computeSum(of input: String, separatedBy token: String) {
    output?.sumComputed(model.sum(of: input, separatedBy: token))
  }
}

@MainActor
final class ViperCalculatorRouter {
  weak var screen: (any ViperCalculatorDisplay)?
}

@MainActor
final class ViperCalculatorPresenter: ViperCalculatorInteractorOutput {
  weak var view: (any ViperCalculatorDisplay)?
  private let interactor: ViperCalculatorInteractor
  private let router: ViperCalculatorRouter
  private var token = ""
  private var input = ""

  init(interactor: ViperCalculatorInteractor, router: ViperCalculatorRouter) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() { interactor.computeSum(of: input, separatedBy: token) }

  func tokenChanged(_ token: String) {
    self.token = token
    interactor.computeSum(of: input, separatedBy: token)
  }

  func inputChanged(_ input: String) {
    self.input = input
    interactor.computeSum(of: input, separatedBy: token)
  }

  func sumComputed(_ sum: Int128) { view?.display(resultText: String(sum)) }
}

@MainActor
final class ViperCalculatorView: CalculatorScreen, ViperCalculatorDisplay {
  private let presenter: ViperCalculatorPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    let interactor = ViperCalculatorInteractor(model: model)
    let router = ViperCalculatorRouter()
    presenter = ViperCalculatorPresenter(interactor: interactor, router: router)
    interactor.output = presenter
    presenter.view = self
    router.screen = self
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

  func display(resultText text: String) {
    trace?.arrived(at: .view, "display(resultText: \(Trace.literal(text)))", carrying: text, from: .presenter)
    resultText = text
  }
}

extension Architecture {
  static let batteryViper = Architecture(
    name: "battery-viper",
    summary: "VIPER: view, presenter, interactor, router",
    pattern: .batteryViper,
    roles: [
      .objects(of: ViperCalculatorView.self, are: .view),
      .objects(of: ViperCalculatorPresenter.self, are: .presenter),
      .objects(of: ViperCalculatorInteractor.self, are: .batteryInteractor),
      .objects(of: ViperCalculatorRouter.self, are: .batteryRouter),
    ] + Borrowed.mvvmScoreListRoles(viewModelAs: .batteryInteractor),
    calculator: { ViperCalculatorView(model: $0, trace: $1) },
    scoreList: { Borrowed.mvvmScoreList($0, $1) }
  )
}
