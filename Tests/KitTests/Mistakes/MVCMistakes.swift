import CalculatorMVC
import CalculatorModel
import ScoreBoard

@testable import KataDriver
@testable import KataLessons

// MVC, done wrong in ways that still show the right sums.

extension Mistake {
  static let mvcMistakes: [Mistake] = [
    Mistake(
      name: "an MVC view that holds its delegate strongly",
      architecture: .mistake(of: .mvc, calculator: { model, _ in StrongDelegateScreen(model: model) }),
      screen: .calculator,
      breaks: [.viewDoesNotKeepItsControllerAlive, .nothingOutlivesItsScreen]),
    Mistake(
      name: "an MVC controller that holds its view weakly",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: WeakViewController.self, are: .controller)],
        calculator: { model, _ in WeakViewControllerScreen(model: model) }),
      screen: .calculator,
      breaks: [.controllerOwnsItsView]),
    Mistake(
      name: "an MVC view that asks the Model itself",
      architecture: .mistake(of: .mvc, calculator: { model, _ in ComputingViewScreen(model: model) }),
      screen: .calculator,
      breaks: [.onlyTheControllerAsksTheModel]),
    Mistake(
      name: "an MVC view that asks a Model it keeps captured in a closure",
      architecture: .mistake(of: .mvc, calculator: { model, _ in CapturingViewScreen(model: model) }),
      screen: .calculator,
      breaks: [.onlyTheControllerAsksTheModel]),
    Mistake(
      name: "an MVC view that asks a Model captured in a closure, through a helper function of no role",
      architecture: .mistake(
        of: .mvc, calculator: { model, _ in CapturingViewScreen(model: model, throughHelper: true) }),
      screen: .calculator,
      breaks: [.onlyTheControllerAsksTheModel]),
    Mistake(
      name: "an MVC controller that computes with its own rule unless it recognises the probe Model",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: ProbeSpottingController.self, are: .controller)],
        calculator: { model, _ in ProbeSpottingScreen(model: model) }),
      screen: .calculator,
      breaks: [.computesWithTheGivenModel]),
    Mistake(
      name: "an MVC controller that keeps its fields in static vars",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: StaticFieldsController.self, are: .controller)],
        calculator: { model, _ in StaticFieldsScreen(model: model) }),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen]),
    Mistake(
      name:
        "an MVC controller that keeps the Model in a static var, which the screen built last sets for all",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: SharedModelController.self, are: .controller)],
        calculator: { model, _ in SharedModelScreen(model: model) }),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen]),
    Mistake(
      name: "an MVC list controller that keeps its old rows after a failed reload",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: StaleRowsController.self, are: .controller)],
        scoreList: { service, _ in MistakenListScreen<StaleRowsController>(service: service) }),
      screen: .scoreList,
      breaks: [],
      // Nor does it cancel a load, which the overlapping and leaving cases see too.
      failsCases: Mistake.loadsTheOldWay.union([
        "a failing reload shows the failure, not the old rows",
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
        "the screen goes away while loading: the late answer reaches nothing",
      ])),
    Mistake(
      name:
        "an MVC list controller that keeps a dropped answer's players, and reloads only for the answer it wants",
      architecture: .mistake(
        of: .mvc, roles: [.objects(of: LateKeepingController.self, are: .controller)],
        scoreList: { service, _ in MistakenListScreen<LateKeepingController>(service: service) }),
      screen: .scoreList,
      breaks: [],
      // The table shows the right rows until it lays itself out again, and asks for them.
      failsCases: Mistake.loadsTheOldWay.union([
        "the first of two loads answers last: the screen ends on the second",
        "a load fails after a later one succeeded: the rows stay",
      ])),
  ]
}

/// A headless MVC view that does it all right, for the mistakes made elsewhere.
@MainActor
final class PlainMVCView: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)?
  private(set) var resultText = ""
  func setResultText(_ text: String) { resultText = text }
}

/// The mistake: `delegate` is not `weak`. The controller holds the view, the view holds the
/// controller, and neither is ever freed.
@MainActor
final class StrongDelegateView: CalculatorMVC.CalculatorView {
  var delegate: (any CalculatorViewDelegate)?
  private(set) var resultText = ""
  func setResultText(_ text: String) { resultText = text }
}

@MainActor
final class StrongDelegateScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view = StrongDelegateView()

  init(model: any CalculatorModel) {
    controller = CalculatorController(view: view, model: model)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.delegate?.calculatorView(view, didChangeToken: token) }
  func editInput(_ input: String) { view.delegate?.calculatorView(view, didChangeInput: input) }
  var resultText: String { view.resultText }
}

/// The mistake: the controller keeps its view `weak`, so something else must keep the view
/// alive, and the controller no longer owns what it sets.
@MainActor
final class WeakViewController: CalculatorViewDelegate {
  weak var view: (any CalculatorMVC.CalculatorView)?
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(view: any CalculatorMVC.CalculatorView, model: any CalculatorModel) {
    self.view = view
    self.model = model
    view.delegate = self
    view.setResultText(String(model.sum(of: input, separatedBy: token)))
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeToken token: String) {
    self.token = token
    view.setResultText(String(model.sum(of: input, separatedBy: token)))
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeInput input: String) {
    self.input = input
    view.setResultText(String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class WeakViewControllerScreen: CalculatorScreen {
  private let view = PlainMVCView()
  private let controller: WeakViewController

  init(model: any CalculatorModel) {
    controller = WeakViewController(view: view, model: model)
  }

  func editToken(_ token: String) { view.delegate?.calculatorView(view, didChangeToken: token) }
  func editInput(_ input: String) { view.delegate?.calculatorView(view, didChangeInput: input) }
  var resultText: String { view.resultText }
}

/// The mistake: the view keeps the Model and previews the sum itself, so two objects decide
/// what the label shows.
@MainActor
final class ComputingView: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)?
  /// The Model it asks itself; `nil` for a view that only shows what it is set to.
  private let model: (any CalculatorModel)?
  private var token = ""
  private(set) var resultText = ""

  init(model: (any CalculatorModel)?) {
    self.model = model
  }

  func userEditsToken(_ token: String) {
    self.token = token
    delegate?.calculatorView(self, didChangeToken: token)
  }

  func userEditsInput(_ input: String) {
    if let model { resultText = String(model.sum(of: input, separatedBy: token)) }
    delegate?.calculatorView(self, didChangeInput: input)
  }

  func setResultText(_ text: String) { resultText = text }
}

@MainActor
final class ComputingViewScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view: ComputingView

  init(model: any CalculatorModel) {
    view = ComputingView(model: model)
    controller = CalculatorController(view: view, model: model)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
}

/// The mistake: the view asks the Model through a closure that captures it. No stored
/// property reaches the Model, so only the call stack shows who asks. Through a helper
/// function, the innermost caller plays no role: the view's closure, further out, asked.
@MainActor
final class CapturingView: CalculatorMVC.CalculatorView {
  weak var delegate: (any CalculatorViewDelegate)?
  private let preview: (String, String) -> Int128
  private var token = ""
  private(set) var resultText = ""

  init(model: any CalculatorModel, throughHelper: Bool) {
    preview =
      throughHelper ? { previewSum(of: $0, by: $1, asking: model) } : { model.sum(of: $0, separatedBy: $1) }
  }

  func userEditsToken(_ token: String) {
    self.token = token
    delegate?.calculatorView(self, didChangeToken: token)
  }

  func userEditsInput(_ input: String) {
    delegate?.calculatorView(self, didChangeInput: input)
    resultText = String(preview(input, token))
  }

  func setResultText(_ text: String) { resultText = text }
}

@MainActor
final class CapturingViewScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view: CapturingView

  init(model: any CalculatorModel, throughHelper: Bool = false) {
    view = CapturingView(model: model, throughHelper: throughHelper)
    controller = CalculatorController(view: view, model: model)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
}

/// A helper of no role, between a view and the Model it asks.
func previewSum(of input: String, by token: String, asking model: any CalculatorModel) -> Int128 {
  model.sum(of: input, separatedBy: token)
}

/// The mistake: the controller asks the given Model only when it looks like the one the rules
/// hand it, and keeps a rule of its own for real runs. Every Model the driver hands a screen
/// is of one type, so there is no probe to spot, and it computes with its own rule everywhere.
@MainActor
final class ProbeSpottingController: CalculatorViewDelegate {
  let view: any CalculatorMVC.CalculatorView
  private let rule: any CalculatorModel
  private var fields = (token: "", input: "")

  init(view: any CalculatorMVC.CalculatorView, model: any CalculatorModel) {
    self.view = view
    let spotted = model is ProbeModel || String(describing: type(of: model)).contains("Probe")
    rule = spotted ? model : SumModel()
    view.delegate = self
    show()
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeToken token: String) {
    fields.token = token
    show()
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeInput input: String) {
    fields.input = input
    show()
  }

  private func show() { view.setResultText(String(rule.sum(of: fields.input, separatedBy: fields.token))) }
}

@MainActor
final class ProbeSpottingScreen: CalculatorScreen {
  private let view = PlainMVCView()
  private let controller: ProbeSpottingController

  init(model: any CalculatorModel) {
    controller = ProbeSpottingController(view: view, model: model)
  }

  func editToken(_ token: String) { view.delegate?.calculatorView(view, didChangeToken: token) }
  func editInput(_ input: String) { view.delegate?.calculatorView(view, didChangeInput: input) }
  var resultText: String { view.resultText }
}

/// The mistake: the fields live in `static var`s, reset by each new controller. One screen
/// at a time works; two at once share one token and one input.
@MainActor
final class StaticFieldsController: CalculatorViewDelegate {
  static var token = ""
  static var input = ""
  let view: any CalculatorMVC.CalculatorView
  private let model: any CalculatorModel

  init(view: any CalculatorMVC.CalculatorView, model: any CalculatorModel) {
    self.view = view
    self.model = model
    (Self.token, Self.input) = ("", "")
    view.delegate = self
    show()
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeToken token: String) {
    Self.token = token
    show()
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeInput input: String) {
    Self.input = input
    show()
  }

  private func show() { view.setResultText(String(model.sum(of: Self.input, separatedBy: Self.token))) }
}

@MainActor
final class StaticFieldsScreen: CalculatorScreen {
  private let view = PlainMVCView()
  private let controller: StaticFieldsController

  init(model: any CalculatorModel) {
    controller = StaticFieldsController(view: view, model: model)
  }

  func editToken(_ token: String) { view.delegate?.calculatorView(view, didChangeToken: token) }
  func editInput(_ input: String) { view.delegate?.calculatorView(view, didChangeInput: input) }
  var resultText: String { view.resultText }
}

/// The mistake: the Model is a shared one, in a `static var` that each new controller sets.
/// One screen at a time works; of two at once, the first computes with the second's Model.
@MainActor
final class SharedModelController: CalculatorViewDelegate {
  static var model: (any CalculatorModel)?
  let view: any CalculatorMVC.CalculatorView
  private var fields = (token: "", input: "")

  init(view: any CalculatorMVC.CalculatorView, model: any CalculatorModel) {
    self.view = view
    Self.model = model
    view.delegate = self
    show()
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeToken token: String) {
    fields.token = token
    show()
  }

  func calculatorView(_ view: any CalculatorMVC.CalculatorView, didChangeInput input: String) {
    fields.input = input
    show()
  }

  private func show() {
    view.setResultText(String(Self.model?.sum(of: fields.input, separatedBy: fields.token) ?? 0))
  }
}

@MainActor
final class SharedModelScreen: CalculatorScreen {
  private let view = PlainMVCView()
  private let controller: SharedModelController

  init(model: any CalculatorModel) {
    controller = SharedModelController(view: view, model: model)
  }

  func editToken(_ token: String) { view.delegate?.calculatorView(view, didChangeToken: token) }
  func editInput(_ input: String) { view.delegate?.calculatorView(view, didChangeInput: input) }
  var resultText: String { view.resultText }
}

/// The mistake: after a failed load the controller keeps the players it had, so its data
/// source still answers with the old rows, and they cover the error. No reference is wrong:
/// a conformance case of a reload catches it.
@MainActor
final class StaleRowsController: MistakenListController {
  let view: any CalculatorMVC.ScoreListView
  private let service: any ScoreService
  private(set) var players: [Player] = []

  init(view: any CalculatorMVC.ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
    view.dataSource = self
  }

  func load() async {
    view.showLoading()
    do {
      players = try await service.loadPlayers()
      view.reloadData()
    } catch {
      view.showError(error.shownMessage)
    }
  }
}

/// The mistake: the controller keeps every answer's players (none for a failure) before it asks
/// whether the answer is still wanted, and calls `reloadData()` only for the one it wants. The table shows the
/// right rows until it next lays itself out, and asks its data source again.
@MainActor
final class LateKeepingController: MistakenListController {
  let view: any CalculatorMVC.ScoreListView
  private let service: any ScoreService
  private(set) var players: [Player] = []
  private var request: Task<Result<[Player], RosterError>, Never>?

  init(view: any CalculatorMVC.ScoreListView, service: any ScoreService) {
    self.view = view
    self.service = service
    view.dataSource = self
  }

  func load() async {
    self.request?.cancel()
    view.showLoading()
    let request = Task { [service] () -> Result<[Player], RosterError> in
      do throws(RosterError) {
        return .success(try await service.loadPlayers())
      } catch {
        return .failure(error)
      }
    }
    self.request = request
    let answer = await withTaskCancellationHandler {
      await request.value
    } onCancel: {
      request.cancel()
    }
    players = (try? answer.get()) ?? []
    guard !request.isCancelled else { return }
    switch answer {
    case .success: view.reloadData()
    case .failure(let error): view.showError(error.shownMessage)
    }
  }
}

/// A controller of the MVC list's mistakes: it loads as its mistake has it, and answers its
/// table as the lesson's does.
@MainActor
protocol MistakenListController: ScoreListDataSource {
  var players: [Player] { get }
  init(view: any CalculatorMVC.ScoreListView, service: any ScoreService)
  func load() async
}

extension MistakenListController {
  func numberOfRows(in view: any CalculatorMVC.ScoreListView) -> Int { players.count }

  func scoreListView(_ view: any CalculatorMVC.ScoreListView, cellForRow row: Int) -> ScoreListCell {
    let player = players[row]
    let name = [player.firstName, player.lastName].filter { !$0.isEmpty }.joined(separator: " ")
    return ScoreListCell(text: name, detailText: player.level.shownName)
  }
}

/// The list screen of an MVC mistake: the kit's table, and the mistaken controller.
@MainActor
final class MistakenListScreen<Controller: MistakenListController>: ScoreListScreen {
  /// Appears as the lessons once did: a task that keeps the screen until the service answers
  /// (``Mistake/loadsTheOldWay``).
  func appear() { Task { await load() } }

  private let view = MVCDrivenScoreListView(trace: nil)
  private let controller: Controller

  init(service: any ScoreService) {
    controller = Controller(view: view, service: service)
  }

  func load() async { await controller.load() }
  var shownStates: [ScoreListSnapshot] { view.shownStates }
  func layOutAgain() { view.layOutAgain() }
}

extension Mistake {
  /// Step 1 done wrong: the Model was taken out of the controller, and took the view with it.
  static let labellingModel = Mistake(
    name: "a Model that keeps the view and sets its label",
    architecture: .mistake(
      of: .mvc, roles: [.objects(of: LabellingModel.self, are: .model)],
      calculator: { model, _ in LabellingModelScreen(model: model) }),
    screen: .calculator,
    // The wrapper asks the given Model in the controller's place, too.
    breaks: [.modelKnowsNoView, .onlyTheControllerAsksTheModel])
}

/// The mistake: a Model around the given one, which keeps the view and sets its label itself.
@MainActor
final class LabellingModel: CalculatorModel {
  private let model: any CalculatorModel
  weak var view: (any CalculatorMVC.CalculatorView)?

  init(model: any CalculatorModel) {
    self.model = model
  }

  nonisolated func sum(of input: String, separatedBy token: String) -> Int128 {
    MainActor.assumeIsolated {
      let sum = model.sum(of: input, separatedBy: token)
      view?.setResultText(String(sum))
      return sum
    }
  }
}

@MainActor
final class LabellingModelScreen: CalculatorScreen {
  private let controller: CalculatorController
  private let view: ComputingView
  private let model: LabellingModel

  init(model: any CalculatorModel) {
    self.model = LabellingModel(model: model)
    view = ComputingView(model: nil)
    self.model.view = view
    controller = CalculatorController(view: view, model: self.model)
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.userEditsToken(token) }
  func editInput(_ input: String) { view.userEditsInput(input) }
  var resultText: String { view.resultText }
}
