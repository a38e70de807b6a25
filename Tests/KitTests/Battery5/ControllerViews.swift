import CalculatorModel
import KataDriver

// MVC calculators, a window holding the root controller as in the lesson:
//
// - honest: target-action closures instead of a delegate, as `UIControl.addAction` wires a
//   field: the controller hands its view two closures that capture the controller weakly;
// - wrong: a controller that holds its view weakly, "to avoid a cycle", while the window keeps
//   the view alive;
// - wrong: the Model put where any view can find it (a global the composition sets), and the
//   view that asks it for a preview of the sum as it is edited, before its controller answers;
// - wrong: a controller that sets the view's sum through a helper of the view's protocol
//   (`setSum(_:)` in an extension of the view's protocol), which formats it and sets the label.

@MainActor
protocol ActionCalculatorView: AnyObject {
  var onTokenChange: ((String) -> Void)? { get set }
  var onInputChange: ((String) -> Void)? { get set }
  func setResultText(_ text: String)
}

extension ActionCalculatorView {
  /// Shows `sum` in the result label.
  func setSum(_ sum: Int128) { setResultText(String(sum)) }
}

/// Where the composition leaves the Model, for any view that wants a preview.
@MainActor
enum PreviewModel {
  static var current: (any CalculatorModel)?
}

/// The controller, in each of its ways.
@MainActor
final class ActionController {
  enum Holds { case strongly, weakly }
  enum Sets { case text, sum }

  private let ownedView: (any ActionCalculatorView)?
  private weak var unownedView: (any ActionCalculatorView)?
  private let model: any CalculatorModel
  private let sets: Sets
  private var fields = (token: "", input: "")

  init(view: any ActionCalculatorView, model: any CalculatorModel, holds: Holds, sets: Sets) {
    ownedView = holds == .strongly ? view : nil
    unownedView = view
    self.model = model
    self.sets = sets
  }

  private var view: (any ActionCalculatorView)? { ownedView ?? unownedView }

  /// The view is loaded: the controller wires its fields' actions and shows `0`.
  func viewDidLoad() {
    view?.onTokenChange = { [weak self] token in
      self?.fields.token = token
      self?.showResult()
    }
    view?.onInputChange = { [weak self] input in
      self?.fields.input = input
      self?.showResult()
    }
    showResult()
  }

  private func showResult() {
    let sum = model.sum(of: fields.input, separatedBy: fields.token)
    switch sets {
    case .text: view?.setResultText(String(sum))
    case .sum: view?.setSum(sum)
    }
  }
}

@MainActor
final class ActionHeadlessView: ActionCalculatorView {
  var onTokenChange: ((String) -> Void)?
  var onInputChange: ((String) -> Void)?
  private let trace: Trace?
  private let previews: Bool
  private var fields = (token: "", input: "")
  private(set) var resultText = ""

  init(trace: Trace?, previews: Bool) {
    self.trace = trace
    self.previews = previews
  }

  func editToken(_ token: String) {
    trace?.userEditsToken(token)
    fields.token = token
    preview()
    trace?.call(.view, to: .controller, "onTokenChange(\(Trace.literal(token)))")
    onTokenChange?(token)
  }

  func editInput(_ input: String) {
    trace?.userEditsInput(input)
    fields.input = input
    preview()
    trace?.call(.view, to: .controller, "onInputChange(\(Trace.literal(input)))")
    onInputChange?(input)
  }

  /// The sum as the user types, before the controller answers.
  private func preview() {
    guard previews, let model = PreviewModel.current else { return }
    resultText = String(model.sum(of: fields.input, separatedBy: fields.token))
  }

  func setResultText(_ text: String) {
    trace?.arrived(at: .view, "setResultText(\(Trace.literal(text)))", carrying: text, from: .controller)
    resultText = text
  }
}

/// The window: it holds the root controller, and the view.
@MainActor
final class ActionWindow: CalculatorScreen {
  enum Mistake { case none, weakView, previewingView, formattingHelper }

  private let controller: ActionController
  private let view: ActionHeadlessView

  init(model: any CalculatorModel, trace: Trace?, mistake: Mistake) {
    if mistake == .previewingView { PreviewModel.current = model }
    view = ActionHeadlessView(trace: trace, previews: mistake == .previewingView)
    controller = ActionController(
      view: view, model: model, holds: mistake == .weakView ? .weakly : .strongly,
      sets: mistake == .formattingHelper ? .sum : .text)
    trace?.call(.user, to: .controller, "viewDidLoad()")
    controller.viewDidLoad()
  }

  func editToken(_ token: String) { view.editToken(token) }
  func editInput(_ input: String) { view.editInput(input) }
  var resultText: String { view.resultText }
}

extension Architecture {
  private static func battery5Action(_ name: String, _ mistake: ActionWindow.Mistake) -> Architecture {
    Architecture(
      name: name, summary: "MVC whose view reports by target-action closures", pattern: .mvc,
      roles: [
        .objects(of: ActionHeadlessView.self, are: .view),
        .objects(of: ActionController.self, are: .controller),
      ] + Architecture.mvc.roles,
      calculator: { ActionWindow(model: $0, trace: $1, mistake: mistake) },
      scoreList: { Architecture.mvc.makeScoreListScreen(service: $0, trace: $1) })
  }

  static let battery5TargetAction = battery5Action("battery5-target-action", .none)
  static let battery5WeakControlledView = battery5Action("battery5-weak-controlled-view", .weakView)
  static let battery5PreviewingView = battery5Action("battery5-previewing-view", .previewingView)
  static let battery5FormattingHelper = battery5Action("battery5-formatting-helper", .formattingHelper)
}
