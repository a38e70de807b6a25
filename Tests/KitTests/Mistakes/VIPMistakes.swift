import CalculatorModel
import ExerciseStep4
import KataDriver
import KataShape

// Step 4's reference solution, Clean Swift's VIP cycle, gone wrong in the ways a student's goes
// wrong: the cycle cut short, or turned back. Each still shows the right sums, and notes what
// reaches its view where it arrives, as the guide asks.

extension Role {
  /// The role step 4's reference solution gives its interactor, named here for these mistakes.
  fileprivate static let vipInteractor = Role("Interactor")
}

extension Mistake {
  static let vipMistakes: [Mistake] = [
    Mistake(
      name: "a VIP interactor that keeps the view and tells it the sum itself, past its presenter",
      architecture: .vipCalculator(roles: [.objects(of: ViewTellingInteractor.self, are: .vipInteractor)]) {
        model, view in
        let presenter = VIPSumPresenter()
        presenter.view = view
        let interactor = ViewTellingInteractor(model: model, presenter: presenter)
        interactor.view = view
        return interactor
      },
      screen: .calculator,
      breaks: [
        Architecture.vipRule("the interactor cannot reach the view"),
        Architecture.vipRule("the presenter decides what the view shows"),
      ],
      says: "ViewTellingInteractor"),
    Mistake(
      name: "a VIP presenter that keeps its interactor, to ask it again",
      architecture: .vipCalculator(roles: [.objects(of: InteractorKeepingPresenter.self, are: .presenter)]) {
        model, view in
        let presenter = InteractorKeepingPresenter()
        presenter.view = view
        let interactor = VIPSumInteractor(model: model, presenter: presenter)
        presenter.interactor = interactor
        return interactor
      },
      screen: .calculator,
      breaks: [Architecture.vipRule("the presenter cannot reach the interactor")],
      says: "InteractorKeepingPresenter.interactor"),
    Mistake(
      name: "a VIP interactor that hands the fields on, and a presenter that asks the Model for their sum",
      architecture: .vipCalculator(
        roles: [
          .objects(of: FieldPassingInteractor.self, are: .vipInteractor),
          .objects(of: ModelAskingPresenter.self, are: .presenter),
        ]
      ) { model, view in
        let presenter = ModelAskingPresenter(model: model)
        presenter.view = view
        return FieldPassingInteractor(presenter: presenter)
      },
      screen: .calculator,
      breaks: [Architecture.vipRule("only the interactor asks the Model")],
      says: "ModelAskingPresenter"),
  ]
}

extension Variant {
  /// Clean Swift's full form: the view knows its interactor only through its business logic
  /// protocol, as the presenter knows the view through its display logic.
  static let vipThroughBusinessLogic = Variant(
    name: "a VIP view that knows its interactor through a business logic protocol",
    architecture: .vipCalculator(roles: []))
}

extension Architecture {
  /// One of step 4's VIP rules, by its name: the mistakes above name the rules they break.
  static func vipRule(_ name: String) -> ShapeRule {
    guard let rule = exerciseStep4.pattern.ownRules.first(where: { $0.name == name }) else {
      preconditionFailure("step 4's solution has no rule '\(name)'")
    }
    return rule
  }

  /// Step 4's solution with a calculator of these parts: a view whose interactor, and the
  /// presenter behind it, `wire` makes from the Model and the view; the honest cycle unless
  /// told otherwise. The score list is the solution's own.
  static func vipCalculator(
    roles: [RoleDeclaration],
    wire: @escaping @MainActor (any CalculatorModel, VIPSumView) -> any VIPSumBusinessLogic = { model, view in
      let presenter = VIPSumPresenter()
      presenter.view = view
      return VIPSumInteractor(model: model, presenter: presenter)
    }
  ) -> Architecture {
    .mistake(
      of: .exerciseStep4,
      roles: roles + [
        .objects(of: VIPSumView.self, are: .view), .objects(of: VIPSumInteractor.self, are: .vipInteractor),
        .objects(of: VIPSumPresenter.self, are: .presenter),
      ],
      calculator: { model, trace in VIPSumView(trace: trace) { wire(model, $0) } })
  }
}

/// What the presenter can tell the view.
@MainActor
protocol VIPSumDisplay: AnyObject {
  func display(resultText: String)
}

/// What the interactor can hand its presenter: the raw sum.
@MainActor
protocol VIPSumPresentation: AnyObject {
  func presentSum(_ sum: Int128)
}

/// What the view can ask its interactor.
@MainActor
protocol VIPSumBusinessLogic: AnyObject {
  func start()
  func tokenChanged(_ token: String)
  func inputChanged(_ input: String)
}

/// The view: it owns its interactor, held through its protocol, and displays what it is told.
@MainActor
final class VIPSumView: CalculatorScreen, VIPSumDisplay {
  private var interactor: (any VIPSumBusinessLogic)?
  private(set) var resultText = ""
  private let trace: Trace?

  init(trace: Trace?, wire: (VIPSumView) -> any VIPSumBusinessLogic) {
    self.trace = trace
    interactor = wire(self)
    interactor?.start()
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    interactor?.tokenChanged(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    interactor?.inputChanged(input)
  }

  func display(resultText: String) {
    trace?.arrived(
      at: .view, "display(resultText: \(Trace.literal(resultText)))", carrying: resultText, from: .presenter)
    self.resultText = resultText
  }
}

/// The honest interactor: it keeps the fields, asks the Model, and hands the sum on.
@MainActor
class VIPSumInteractor: VIPSumBusinessLogic {
  let model: any CalculatorModel
  let presenter: any VIPSumPresentation
  var token = ""
  var input = ""

  init(model: any CalculatorModel, presenter: any VIPSumPresentation) {
    self.model = model
    self.presenter = presenter
  }

  func start() { calculate() }

  func tokenChanged(_ token: String) {
    self.token = token
    calculate()
  }

  func inputChanged(_ input: String) {
    self.input = input
    calculate()
  }

  func calculate() {
    presenter.presentSum(model.sum(of: input, separatedBy: token))
  }
}

/// The honest presenter: it formats the sum and tells the view, held weakly through its protocol.
@MainActor
final class VIPSumPresenter: VIPSumPresentation {
  weak var view: (any VIPSumDisplay)?

  func presentSum(_ sum: Int128) {
    view?.display(resultText: String(sum))
  }
}

/// The mistake: it keeps the view too, and tells it the sum, so its presenter is never asked.
@MainActor
final class ViewTellingInteractor: VIPSumInteractor {
  weak var view: (any VIPSumDisplay)?

  override func calculate() {
    view?.display(resultText: String(model.sum(of: input, separatedBy: token)))
  }
}

/// The mistake: a presenter that keeps its interactor, so the cycle can turn back.
@MainActor
final class InteractorKeepingPresenter: VIPSumPresentation {
  weak var view: (any VIPSumDisplay)?
  weak var interactor: VIPSumInteractor?

  func presentSum(_ sum: Int128) {
    view?.display(resultText: String(sum))
  }
}

/// The mistake's interactor: it keeps the fields and hands them on, asking nothing.
@MainActor
final class FieldPassingInteractor: VIPSumBusinessLogic {
  private let presenter: any VIPFieldsPresentation
  private var token = ""
  private var input = ""

  init(presenter: any VIPFieldsPresentation) {
    self.presenter = presenter
  }

  func start() { presenter.presentFields(input: input, token: token) }

  func tokenChanged(_ token: String) {
    self.token = token
    presenter.presentFields(input: input, token: token)
  }

  func inputChanged(_ input: String) {
    self.input = input
    presenter.presentFields(input: input, token: token)
  }
}

/// What the mistake's interactor hands its presenter: the fields, not their sum.
@MainActor
protocol VIPFieldsPresentation: AnyObject {
  func presentFields(input: String, token: String)
}

/// The mistake: the presenter asks the Model for the sum of the fields it is handed.
@MainActor
final class ModelAskingPresenter: VIPFieldsPresentation {
  weak var view: (any VIPSumDisplay)?
  private let model: any CalculatorModel

  init(model: any CalculatorModel) {
    self.model = model
  }

  func presentFields(input: String, token: String) {
    view?.display(resultText: String(model.sum(of: input, separatedBy: token)))
  }
}
