import CalculatorMVP
import CalculatorModel

@testable import KataDriver
@testable import KataTracing

// MVP, done wrong in ways that still show the right sums.

extension Mistake {
  static let mvpMistakes: [Mistake] = [
    Mistake(
      name: "an MVP presenter that holds its view strongly",
      architecture: presented { StrongViewPresenter(model: $0) },
      screen: .calculator,
      breaks: [.presenterDoesNotKeepItsViewAlive, .nothingOutlivesItsScreen]),
    Mistake(
      name: "an MVP presenter that names the view's class",
      architecture: presented { ConcreteViewPresenter(model: $0) },
      screen: .calculator,
      breaks: [.presenterKnowsTheViewThroughItsProtocol]),
    Mistake(
      name: "an MVP presenter that holds its view weakly as AnyObject, cast back to the class",
      architecture: presented { AnyObjectViewPresenter(model: $0) },
      screen: .calculator,
      breaks: [.presenterKnowsTheViewThroughItsProtocol]),
    Mistake(
      name: "an MVP presenter that holds its concrete view unowned",
      architecture: .mistake(
        of: .mvp, roles: [.objects(of: UnownedViewPresenter.self, are: .presenter)],
        calculator: { model, trace in traced(UnownedPresenterView(model: model), trace) }),
      screen: .calculator,
      breaks: [.presenterKnowsTheViewThroughItsProtocol]),
    Mistake(
      name: "an MVP presenter that holds its view unowned(unsafe), through the protocol",
      architecture: .mistake(
        of: .mvp, roles: [.objects(of: UnsafeViewPresenter.self, are: .presenter)],
        calculator: { model, trace in traced(UnsafePresenterView(model: model), trace) }),
      screen: .calculator,
      breaks: [.presenterKnowsTheViewThroughItsProtocol]),
    Mistake(
      name: "an MVP presenter that keeps its view alive in a closure",
      architecture: presented { ClosureViewPresenter(model: $0) },
      screen: .calculator,
      breaks: [.presenterDoesNotKeepItsViewAlive, .nothingOutlivesItsScreen]),
    Mistake(
      name: "an MVP view that holds its presenter weakly",
      architecture: .mistake(of: .mvp, calculator: { WeakPresenterWindow(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.viewOwnsItsPresenter]),
    Mistake(
      name: "an MVP view that keeps the Model",
      architecture: .mistake(
        of: .mvp, calculator: { model, trace in traced(ModelKeepingView(model: model), trace) }),
      screen: .calculator,
      breaks: [.passiveViewCannotReachTheModel]),
    Mistake(
      name: "an MVP view that keeps the Model in a closure and recomputes",
      architecture: .mistake(
        of: .mvp, calculator: { model, trace in traced(ClosureModelView(model: model), trace) }),
      screen: .calculator,
      breaks: [.passiveViewCannotReachTheModel]),
    Mistake(
      name: "an MVP screen that keeps the given Model in a global that presenter and view both ask",
      architecture: .mistake(
        of: .mvp, calculator: { model, trace in traced(GlobalModelView(model: model), trace) }),
      screen: .calculator,
      breaks: [.passiveViewCannotReachTheModel]),
    Mistake(
      name:
        "an MVP \"presenter\" that is a stateless sum helper, while the view keeps the fields and sets its own label",
      architecture: .mistake(
        of: .mvp,
        roles: [
          .objects(of: SumHelper.self, are: .presenter), .objects(of: SelfLabellingView.self, are: .view),
        ],
        calculator: { SelfLabellingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.presenterDecidesWhatTheViewShows],
      says: "was set by the View itself"),
    Mistake(
      name: "an MVP presenter that hands its view the sum as a number, which the view formats",
      architecture: .mistake(
        of: .mvp,
        roles: [
          .objects(of: NumberPresenter.self, are: .presenter),
          .objects(of: (any NumberView).self, are: .view),
        ],
        calculator: { NumberShowingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.passiveViewFormatsNothing],
      says: "display(sum: 1000003)"),
    Mistake(
      name: "an MVP view that records nothing of what its presenter tells it",
      architecture: .mistake(
        of: .mvp, calculator: { model, _ in Architecture.mvp.makeCalculatorScreen(model: model) }),
      screen: .calculator,
      breaks: [.presenterDecidesWhatTheViewShows],
      says: "recorded no message it received"),
  ]

  /// `view`, recording what arrives at it into `trace`.
  @MainActor
  static func traced<View: RecordingPassiveView>(_ view: View, _ trace: Trace?) -> View {
    view.trace = trace
    return view
  }

  /// An MVP architecture whose calculator's presenter `makePresenter` makes.
  static func presented(
    _ makePresenter: @escaping @MainActor @Sendable (any CalculatorModel) -> SummingPresenter
  ) -> Architecture {
    .mistake(
      of: .mvp, roles: [.objects(of: SummingPresenter.self, are: .presenter)],
      calculator: { model, trace in traced(PresentedView(presenter: makePresenter(model)), trace) })
  }
}

/// What every presenter below does alike: keep the fields and ask the Model. They differ only
/// in how they hold their view.
@MainActor
class SummingPresenter {
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
  }

  /// Takes `view` and shows it the first result; each presenter keeps it its own way.
  func attach(_ view: PresentedView) { present() }
  func tokenDidChange(_ token: String) {
    self.token = token
    present()
  }
  func inputDidChange(_ input: String) {
    self.input = input
    present()
  }
  func present() { show(String(model.sum(of: input, separatedBy: token))) }
  /// Tells the view to display `resultText`.
  func show(_ resultText: String) {}
}

/// A passive view that holds its presenter, as MVP wants, whatever the presenter does wrong.
@MainActor
final class PresentedView: CalculatorScreen, CalculatorMVP.CalculatorView, RecordingPassiveView {
  private let presenter: SummingPresenter
  private(set) var resultText = ""
  var trace: Trace?

  init(presenter: SummingPresenter) {
    self.presenter = presenter
    presenter.attach(self)
  }

  func editToken(_ token: String) { presenter.tokenDidChange(token) }
  func editInput(_ input: String) { presenter.inputDidChange(input) }
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

/// A presenter that holds its view as the lesson does: weakly, through the View protocol.
@MainActor
class WeakViewPresenter: SummingPresenter {
  weak var view: (any CalculatorMVP.CalculatorView)?

  override func attach(_ view: PresentedView) {
    self.view = view
    super.attach(view)
  }

  override func show(_ resultText: String) { view?.display(resultText: resultText) }
}

/// The mistake: `view` is not `weak`. The view holds the presenter and the presenter holds
/// the view: neither is ever freed.
@MainActor
final class StrongViewPresenter: SummingPresenter {
  var view: (any CalculatorMVP.CalculatorView)?

  override func attach(_ view: PresentedView) {
    self.view = view
    super.attach(view)
  }

  override func show(_ resultText: String) { view?.display(resultText: resultText) }
}

/// The mistake: no property holds the view, but a stored closure captures it strongly.
@MainActor
final class ClosureViewPresenter: SummingPresenter {
  private var display: ((String) -> Void)?

  override func attach(_ view: PresentedView) {
    display = { view.display(resultText: $0) }
    super.attach(view)
  }

  override func show(_ resultText: String) { display?(resultText) }
}

/// The mistake: the view is declared with its class, so no fake view can stand in for it.
@MainActor
final class ConcreteViewPresenter: SummingPresenter {
  weak var view: PresentedView?

  override func attach(_ view: PresentedView) {
    self.view = view
    super.attach(view)
  }

  override func show(_ resultText: String) { view?.display(resultText: resultText) }
}

/// The mistake: `AnyObject` hides the view's class from the declaration, and the presenter
/// casts it back to use it: it still knows the concrete view.
@MainActor
final class AnyObjectViewPresenter: SummingPresenter {
  weak var view: AnyObject?

  override func attach(_ view: PresentedView) {
    self.view = view
    super.attach(view)
  }

  override func show(_ resultText: String) { (view as? PresentedView)?.display(resultText: resultText) }
}

/// The mistake: `unowned` and the view's class. `Mirror` shows this property as it shows a
/// strong one; the type metadata does not.
@MainActor
final class UnownedViewPresenter {
  unowned let view: UnownedPresenterView
  private let presenter: CalculatorPresenter

  init(view: UnownedPresenterView, model: any CalculatorModel) {
    self.view = view
    presenter = CalculatorPresenter(model: model)
  }

  func attach() { presenter.attach(view) }
  func inputDidChange(_ input: String) { presenter.inputDidChange(input) }
  func tokenDidChange(_ token: String) { presenter.tokenDidChange(token) }
}

@MainActor
final class UnownedPresenterView: CalculatorScreen, CalculatorMVP.CalculatorView, RecordingPassiveView {
  private var presenter: UnownedViewPresenter?
  private(set) var resultText = ""
  var trace: Trace?

  init(model: any CalculatorModel) {
    presenter = UnownedViewPresenter(view: self, model: model)
    presenter?.attach()
  }

  func editToken(_ token: String) { presenter?.tokenDidChange(token) }
  func editInput(_ input: String) { presenter?.inputDidChange(input) }
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

/// The mistake: the protocol, but `unowned(unsafe)`: once the view goes first, the presenter
/// reads freed memory instead of `nil`.
@MainActor
final class UnsafeViewPresenter {
  unowned(unsafe) let view: any CalculatorMVP.CalculatorView
  private let model: any CalculatorModel

  init(view: any CalculatorMVP.CalculatorView, model: any CalculatorModel) {
    self.view = view
    self.model = model
  }

  func show(input: String, token: String) {
    view.display(resultText: String(model.sum(of: input, separatedBy: token)))
  }
}

@MainActor
final class UnsafePresenterView: CalculatorScreen, CalculatorMVP.CalculatorView, RecordingPassiveView {
  private var presenter: UnsafeViewPresenter?
  private var fields = (token: "", input: "")
  private(set) var resultText = ""
  var trace: Trace?

  init(model: any CalculatorModel) {
    presenter = UnsafeViewPresenter(view: self, model: model)
    presenter?.show(input: "", token: "")
  }

  func editToken(_ token: String) {
    fields.token = token
    presenter?.show(input: fields.input, token: token)
  }
  func editInput(_ input: String) {
    fields.input = input
    presenter?.show(input: input, token: fields.token)
  }
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

/// The mistake: the view holds its presenter `weak`, so a window must keep the presenter
/// alive instead, and the view no longer owns it.
@MainActor
final class WeakPresenterView: CalculatorMVP.CalculatorView, RecordingPassiveView {
  weak var presenter: CalculatorPresenter?
  private(set) var resultText = ""
  var trace: Trace?
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

@MainActor
final class WeakPresenterWindow: CalculatorScreen {
  private let presenter: CalculatorPresenter
  private let view = WeakPresenterView()

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = CalculatorPresenter(model: model)
    view.trace = trace
    view.presenter = presenter
    presenter.attach(view)
  }

  func editToken(_ token: String) { view.presenter?.tokenDidChange(token) }
  func editInput(_ input: String) { view.presenter?.inputDidChange(input) }
  var resultText: String { view.resultText }
}

/// The mistake: the passive view keeps the Model, to work out a preview of its own.
@MainActor
final class ModelKeepingView: CalculatorScreen, CalculatorMVP.CalculatorView, RecordingPassiveView {
  private let presenter: CalculatorPresenter
  private let model: any CalculatorModel
  private var token = ""
  private(set) var resultText = ""
  private(set) var preview = ""
  var trace: Trace?

  init(model: any CalculatorModel) {
    self.model = model
    presenter = CalculatorPresenter(model: model)
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    self.token = token
    presenter.tokenDidChange(token)
  }
  func editInput(_ input: String) {
    preview = String(model.sum(of: input, separatedBy: token))
    presenter.inputDidChange(input)
  }
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

/// The mistake: the view keeps the Model in a closure, which no stored property shows, and
/// works out the sum itself as well as its presenter.
@MainActor
final class ClosureModelView: CalculatorScreen, CalculatorMVP.CalculatorView, RecordingPassiveView {
  private let presenter: CalculatorPresenter
  private let recompute: (String, String) -> Int128
  private var token = ""
  private(set) var resultText = ""
  private(set) var preview = ""
  var trace: Trace?

  init(model: any CalculatorModel) {
    recompute = { model.sum(of: $0, separatedBy: $1) }
    presenter = CalculatorPresenter(model: model)
    presenter.attach(self)
  }

  func editToken(_ token: String) {
    self.token = token
    presenter.tokenDidChange(token)
  }
  func editInput(_ input: String) {
    preview = String(recompute(input, token))
    presenter.inputDidChange(input)
  }
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

/// Where the global mistake keeps the Model: a registry any object can ask.
@MainActor
enum ModelRegistry {
  static var current: (any CalculatorModel)?
}

/// The mistake: the Model goes into a global; the presenter answers from it, and the view
/// asks it too. Nothing stored reaches the Model.
@MainActor
final class GlobalModelView: CalculatorScreen, CalculatorMVP.CalculatorView, RecordingPassiveView {
  private let presenter: CalculatorPresenter
  private var token = ""
  private(set) var resultText = ""
  private(set) var preview = ""
  var trace: Trace?

  /// Which Model this screen put in the registry: an identity, not a reference.
  private let registered: ObjectIdentifier

  init(model: any CalculatorModel) {
    ModelRegistry.current = model
    registered = ObjectIdentifier(model as AnyObject)
    presenter = CalculatorPresenter(model: model)
    presenter.attach(self)
  }

  /// Takes its Model out of the registry, so that the mistake is only where the Model is
  /// asked from, not how long it lives.
  isolated deinit {
    if let current = ModelRegistry.current, ObjectIdentifier(current as AnyObject) == registered {
      ModelRegistry.current = nil
    }
  }

  func editToken(_ token: String) {
    self.token = token
    presenter.tokenDidChange(token)
  }
  func editInput(_ input: String) {
    preview = ModelRegistry.current.map { String($0.sum(of: input, separatedBy: token)) } ?? ""
    presenter.inputDidChange(input)
  }
  func display(resultText: String) { self.resultText = recorded(resultText) }
}

/// A passive view of the mistakes above, which records what its presenter tells it where it
/// arrives, as every view of an architecture does, so that the rules measure who sent it.
@MainActor
protocol RecordingPassiveView: AnyObject {
  var trace: Trace? { get set }
}

extension RecordingPassiveView {
  /// Records that `resultText` arrived, and returns it.
  func recorded(_ resultText: String) -> String {
    trace?.arrived(at: .view, "display(resultText: \(Trace.literal(resultText)))", from: .presenter)
    return resultText
  }
}

/// Half of the mistake: a "presenter" that keeps nothing and commands nothing; it answers sums.
@MainActor
final class SumHelper {
  private let model: any CalculatorModel

  init(model: any CalculatorModel) { self.model = model }

  func sum(of input: String, separatedBy token: String) -> Int128 { model.sum(of: input, separatedBy: token) }
}

/// The other half: the view keeps the fields, asks its helper, and sets its own label. The
/// Model is asked by the presenter, and the label is right; but the view decides what it shows.
@MainActor
final class SelfLabellingView: CalculatorScreen {
  private let helper: SumHelper
  private let trace: Trace?
  private var token = ""
  private var input = ""
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    helper = SumHelper(model: model)
    self.trace = trace
    relabel()
  }

  func editToken(_ token: String) {
    self.token = token
    relabel()
  }

  func editInput(_ input: String) {
    self.input = input
    relabel()
  }

  private func relabel() {
    resultText = String(helper.sum(of: input, separatedBy: token))
    trace?.arrived(at: .view, "display(resultText: \(Trace.literal(resultText)))", from: .presenter)
  }
}

/// Half of the mistake: a View protocol that takes a number, so the view must format it.
@MainActor
protocol NumberView: AnyObject {
  func display(sum: Int128)
}

/// The presenter keeps the fields and commands its view weakly, through its protocol, as MVP
/// asks; but what it hands over is the sum, not the text to show.
@MainActor
final class NumberPresenter {
  weak var view: (any NumberView)?
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) { self.model = model }

  func tokenDidChange(_ token: String) {
    fields.token = token
    present()
  }

  func inputDidChange(_ input: String) {
    fields.input = input
    present()
  }

  func present() { view?.display(sum: model.sum(of: fields.input, separatedBy: fields.token)) }
}

/// The other half: the view turns the number into text, a decision no test of the presenter sees.
@MainActor
final class NumberShowingView: CalculatorScreen, NumberView {
  private let presenter: NumberPresenter
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    presenter = NumberPresenter(model: model)
    self.trace = trace
    presenter.view = self
    presenter.present()
  }

  func editToken(_ token: String) { presenter.tokenDidChange(token) }
  func editInput(_ input: String) { presenter.inputDidChange(input) }
  func display(sum: Int128) {
    trace?.arrived(at: .view, "display(sum: \(sum))", from: .presenter)
    resultText = String(sum)
  }
}

/// Honest: generic over the view protocol, `weak var view: View?`. The field records give the
/// field's type once `View` is filled in, the view's class; the declaration as written is the
/// generic parameter, and the rules read that.
@MainActor
final class GenericViewPresenter<View: CalculatorMVP.CalculatorView>: SummingPresenter {
  weak var view: View?

  override func attach(_ view: PresentedView) {
    self.view = view as? View
    super.attach(view)
  }

  override func show(_ resultText: String) { view?.display(resultText: resultText) }
}

/// The mistake the rules cannot see: the view is held through its protocol, weakly, as the
/// lesson holds it, and cast down to the concrete class to reach past the protocol. What it
/// calls there is the protocol's own method, so nothing measured differs.
@MainActor
final class DowncastingPresenter: SummingPresenter {
  weak var view: (any CalculatorMVP.CalculatorView)?

  override func attach(_ view: PresentedView) {
    self.view = view
    super.attach(view)
  }

  override func show(_ resultText: String) { (view as? PresentedView)?.display(resultText: resultText) }
}
