import CalculatorModel
import ScoreBoard

@testable import CalculatorMVVM
@testable import KataDriver
@testable import KataShape
@testable import KataTracing

// MVVM, done wrong in ways that still show the right sums.

extension Mistake {
  static let mvvmMistakes: [Mistake] = [
    Mistake(
      name: "a view model that holds its view and calls it",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: ViewModelWithAView.self, are: .viewModel)],
        calculator: { ViewModelWithAViewScreen(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.viewModelCannotReachAnyView, .resultsArriveThroughBinding]),
    Mistake(
      name: "an MVVM view that reads the result instead of binding to it",
      architecture: .mistake(of: .mvvm, calculator: { PullingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.resultsArriveThroughBinding],
      // It pulls its value: nothing calls it, and no view model is blamed for calling it.
      says: "it read its value instead of being told", neverSays: "a view model that calls its view"),
    Mistake(
      name: "an MVVM view that holds its view model weakly",
      architecture: .mistake(of: .mvvm, calculator: { WeakViewModelWindow(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.viewOwnsItsViewModel]),
    Mistake(
      name: "a binding that gives no current value on bind, under a view that shows 0 by itself",
      architecture: bound(SilentOnBindBinding.self),
      screen: .calculator,
      breaks: [.currentValueOnBind]),
    Mistake(
      name: "a binding that keeps a single listener (seed 002's Observable)",
      architecture: bound(SingleListenerBinding.self),
      screen: .calculator,
      breaks: [.servesSeveralObservers]),
    Mistake(
      name: "a score list whose state keeps a single listener: a second view cuts off the list's own",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: SingleListenerListView.self, are: .view),
          .objects(of: SingleListenerListViewModel.self, are: .viewModel),
          .objects(of: SingleListenerState.self, are: .binding), .objects(of: TestToken.self, are: .binding),
        ],
        scoreList: { service, _ in SingleListenerListView(service: service) }),
      screen: .scoreList,
      breaks: [.servesSeveralObservers],
      says: "the screen's own view stopped changing",
      failsCases: Mistake.loadsTheOldWay),
    Mistake(
      name:
        "an MVVM view model that is a value, stored by a helper object the view keeps instead of by the view",
      architecture: .mistake(
        of: Variant.valueViewModel.architecture,
        roles: [
          .objects(of: ValueKeepingView.self, are: .view),
          .objects(of: ValueKeeper.self, are: .coordinator),
        ],
        calculator: { model, _ in ValueKeepingView(keeper: ValueKeeper(makeCalculatorViewModel(model: model)))
        }),
      screen: .calculator,
      breaks: [.viewOwnsItsViewModel],
      says: "no object plays ViewModel"),
    Mistake(
      name: "a binding that hands a new observer its first value, not its current one",
      architecture: bound(StaleOnBindObservable.self),
      screen: .calculator,
      breaks: [.currentValueOnBind]),
    Mistake(
      name: "an MVVM screen that offers no second view a way to bind",
      architecture: .mistake(of: .mvvm, calculator: { model, _ in UnprobedView(model: model) }),
      screen: .calculator,
      breaks: [.currentValueOnBind, .servesSeveralObservers, .releasedTokenEndsObservation]),
    Mistake(
      name: "an MVVM screen in which no object plays the view",
      architecture: .mistake(of: .mvvm, calculator: { model, _ in ViewlessScreen(model: model) }),
      screen: .calculator,
      breaks: [.viewOwnsItsViewModel]),
    Mistake(
      name: "an MVVM view model that keeps its view alive in a closure",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: RenderingViewModel.self, are: .viewModel)],
        calculator: { model, _ in RenderedView(model: model) }),
      screen: .calculator,
      breaks: [.viewModelCannotReachAnyView, .nothingOutlivesItsScreen],
      // It has no view property to remove: the closure it stores is what keeps the view.
      says: "a closure ViewModel (RenderingViewModel) stores", neverSays: "remove the view property"),
    Mistake(
      name: "a binding that keeps two observers and ignores any bound after them",
      architecture: bound(TwoListenerObservable.self),
      screen: .calculator,
      breaks: [.servesSeveralObservers],
      says: "two more bound views got"),
    Mistake(
      name: "a binding that calls back at once, but calls its observers newest first",
      architecture: bound(NewestFirstBinding.self),
      screen: .calculator,
      breaks: [.servesSeveralObservers],
      says: "out of bind order"),
    Mistake(
      name: "an MVVM view that keeps the Model and shows its own sum while still binding",
      architecture: .mistake(of: .mvvm, calculator: { SelfSummingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.boundViewCannotReachTheModel]),
    Mistake(
      name: "an MVVM view model that keeps its state in static vars",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: StaticStateViewModel.self, are: .viewModel)],
        calculator: { model, _ in StaticStateView(model: model) }),
      screen: .calculator,
      breaks: [.noStateOutsideTheScreen]),
    Mistake(
      name: "an MVVM view model that publishes the sum as Int128, and a view that formats it",
      architecture: formattingView,
      screen: .calculator,
      breaks: [.boundViewFormatsNothing]),
    Mistake(
      name: "an MVVM view model that reaches its view three hops away, through a router and a window",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: RoutedViewModel.self, are: .viewModel), .objects(of: Router.self, are: Role("Router")),
          .objects(of: RouterWindow.self, are: Role("Window")),
        ],
        calculator: { model, _ in RoutedView(model: model) }),
      screen: .calculator,
      breaks: [.viewModelCannotReachAnyView]),
    Mistake(
      name:
        "an MVVM view model that casts its navigation delegate back to the coordinator's class, and keeps it",
      architecture: .mistake(
        of: Variant.coordinated.architecture,
        calculator: { model, _ in CoordinatedWindow(ClassCoordinatedViewModel(model: model)) }),
      screen: .calculator,
      breaks: [.viewModelCannotReachAnyView],
      // The walk goes on through a coordinator held by its class, to the views it keeps.
      says: "CalculatorCoordinator.stack[] reaches View (CoordinatedView)"),
  ]

  /// The view formats: its view model publishes a number.
  static let formattingView = Architecture.mistake(
    of: .mvvm,
    roles: [
      .objects(of: NumberViewModel.self, are: .viewModel),
      .objects(of: BoundValue<Int128>.self, are: .binding),
    ],
    calculator: { FormattingView(model: $0, trace: $1) })

  /// An MVVM architecture whose calculator binds through `Binding`, a binding of the test's own.
  static func bound<Binding: TestBinding>(_: Binding.Type) -> Architecture {
    .mistake(
      of: .mvvm,
      roles: [
        .objects(of: TestBindingViewModel<Binding>.self, are: .viewModel),
        .objects(of: Binding.self, are: .binding), .objects(of: TestToken.self, are: .binding),
      ],
      calculator: { TestBindingView<Binding>(model: $0, trace: $1) })
  }
}

/// The mistake: the view model keeps a view, weakly, and calls it. It still publishes its
/// output, but a view model that names its view is a presenter.
@MainActor
final class ViewModelWithAView {
  weak var view: (any CalculatorMVVM.CalculatorView)?
  let resultText: BoundValue<String>
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func attach(_ view: any CalculatorMVVM.CalculatorView) {
    self.view = view
    view.showResultText(resultText.value)
  }

  func tokenChanged(_ token: String) {
    self.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    self.input = input
    recompute()
  }

  private func recompute() {
    let text = String(model.sum(of: input, separatedBy: token))
    resultText.update(text)
    view?.showResultText(text)
  }
}

@MainActor
final class ViewModelWithAViewScreen: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: ViewModelWithAView
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = ViewModelWithAView(model: model)
    viewModel.attach(self)
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    resultText = text
  }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

/// The mistake: the view reads the view model's output after each event instead of binding
/// to it. The view model knows no view, yet the view is told nothing: it asks.
@MainActor
final class PullingView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: CalculatorViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = CalculatorViewModel(model: model)
    showResultText(viewModel.outputs.resultText.value)
  }

  func editToken(_ token: String) {
    viewModel.inputs.tokenChanged(token)
    showResultText(viewModel.outputs.resultText.value)
  }

  func editInput(_ input: String) {
    viewModel.inputs.inputChanged(input)
    showResultText(viewModel.outputs.resultText.value)
  }

  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    resultText = text
  }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}

/// The mistake: the view holds its view model `weak`, so a window keeps the view model alive
/// and the view no longer owns it.
@MainActor
final class WeakViewModelView: CalculatorMVVM.CalculatorView {
  weak var viewModel: CalculatorViewModel?
  private let trace: Trace?
  private(set) var resultText = ""

  init(trace: Trace?) {
    self.trace = trace
  }

  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    resultText = text
  }
}

@MainActor
final class WeakViewModelWindow: CalculatorScreen, BindingProbe {
  private let viewModel: CalculatorViewModel
  private let view: WeakViewModelView
  private var bindings: [BindingToken] = []

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = CalculatorViewModel(model: model)
    view = WeakViewModelView(trace: trace)
    view.viewModel = viewModel
    let (view, outputs) = (view, viewModel.outputs)
    bindings =
      trace?.bindView(to: outputs.resultText.bind, named: "resultText", describedBy: Trace.literal) {
        view.bind(to: outputs)
      } ?? view.bind(to: outputs)
  }

  func editToken(_ token: String) { view.viewModel?.inputs.tokenChanged(token) }
  func editInput(_ input: String) { view.viewModel?.inputs.inputChanged(input) }
  var resultText: String { view.resultText }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}

/// The mistake: the view binds as it should, and then asks the Model itself and shows its own
/// sum over what arrived. The same Model gives the same answer, so only the shape tells.
@MainActor
final class SelfSummingView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: CalculatorViewModel
  private let model: any CalculatorModel
  private var bindings: [BindingToken] = []
  private var token = ""
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.model = model
    viewModel = CalculatorViewModel(model: model)
    bindings = bind(to: viewModel.outputs)
  }

  func editToken(_ token: String) {
    self.token = token
    viewModel.inputs.tokenChanged(token)
  }

  func editInput(_ input: String) {
    viewModel.inputs.inputChanged(input)
    resultText = String(model.sum(of: input, separatedBy: token))
  }

  func showResultText(_ text: String) { resultText = text }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}

/// The mistake: the view model's fields and its Model live in `static var`s, set afresh by
/// each new view model. A second screen takes them over from the first.
@MainActor
final class StaticStateViewModel {
  static var fields = (token: "", input: "")
  static var model: (any CalculatorModel)?
  let resultText: BoundValue<String>

  init(model: any CalculatorModel) {
    Self.model = model
    Self.fields = ("", "")
    resultText = BoundValue(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    Self.fields.token = token
    recompute()
  }

  func inputChanged(_ input: String) {
    Self.fields.input = input
    recompute()
  }

  private func recompute() {
    resultText.update(
      Self.model.map { String($0.sum(of: Self.fields.input, separatedBy: Self.fields.token)) } ?? "")
  }
}

@MainActor
final class StaticStateView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: StaticStateViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = StaticStateViewModel(model: model)
    bindings = [viewModel.resultText.bind { [weak self] in self?.showResultText($0) }]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

/// Half of the mistake: the view model publishes the sum as a number, not as the text to show.
@MainActor
final class NumberViewModel {
  let sum: BoundValue<Int128>
  private let model: any CalculatorModel
  private var fields = (token: "", input: "")

  init(model: any CalculatorModel) {
    self.model = model
    sum = BoundValue(model.sum(of: "", separatedBy: ""))
  }

  func tokenChanged(_ token: String) {
    fields.token = token
    sum.update(model.sum(of: fields.input, separatedBy: token))
  }

  func inputChanged(_ input: String) {
    fields.input = input
    sum.update(model.sum(of: input, separatedBy: fields.token))
  }
}

/// The other half: the view turns the number into text, a decision no test of the view model
/// sees.
@MainActor
final class FormattingView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: NumberViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  /// With a trace, it notes each number where it arrives, as the guide asks; with none, it
  /// notes nothing, and what it shows cannot be compared with what reached it.
  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = NumberViewModel(model: model)
    bindings = [
      viewModel.sum.bind { [weak self] sum in
        trace?.arrived(at: .view, "show(sum: \(sum))", carrying: sum, from: .viewModel)
        self?.showResultText(String(sum))
      }
    ]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.sum.bind { observer(String($0)) }
  }
}

/// The mistake, spread over three hops: the view model keeps a router, the router a window,
/// the window the view. Each step looks harmless; together the view model reaches its view.
@MainActor
final class RoutedViewModel: BoundFieldsViewModel {
  let router = Router()
}

@MainActor
final class Router {
  weak var window: RouterWindow?
}

@MainActor
final class RouterWindow {
  weak var rootView: RoutedView?
}

@MainActor
final class RoutedView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: RoutedViewModel
  private let window = RouterWindow()
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = RoutedViewModel(model: model)
    window.rootView = self
    viewModel.router.window = window
    bindings = [viewModel.output.bind { [weak self] in self?.showResultText($0) }]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}

/// A binding of the test's own, standing for a student's `BoundValue`.
@MainActor
protocol TestBinding: AnyObject {
  init(_ value: String)
  func bind(_ observer: @escaping (String) -> Void) -> AnyObject
  func update(_ value: String)
}

/// Ends one observation when cancelled or released.
final class TestToken {
  private let onRelease: () -> Void
  init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
  deinit { onRelease() }
}

/// The mistake: `bind` keeps the observer but does not hand it the current value, so a view
/// bound after a change shows nothing until the next one.
@MainActor
final class SilentOnBindBinding: TestBinding {
  private var value: String
  private var observers: [(id: Int, observe: (String) -> Void)] = []
  private var nextID = 0

  init(_ value: String) { self.value = value }

  func bind(_ observer: @escaping (String) -> Void) -> AnyObject {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    return TestToken { [weak self] in MainActor.assumeIsolated { self?.observers.removeAll { $0.id == id } } }
  }

  func update(_ value: String) {
    self.value = value
    for observer in observers { observer.observe(value) }
  }
}

/// Seed 002's mistake: one listener. Binding a second view silently cuts off the first.
@MainActor
final class SingleListenerBinding: TestBinding {
  private var value: String
  private var listener: ((String) -> Void)?

  init(_ value: String) { self.value = value }

  func bind(_ observer: @escaping (String) -> Void) -> AnyObject {
    listener = observer
    observer(value)
    return TestToken {}
  }

  func update(_ value: String) {
    self.value = value
    listener?(value)
  }
}

/// The mistake: a new observer is handed the value the binding began with, whatever it holds now.
@MainActor
final class StaleOnBindObservable: TestBinding {
  private let first: String
  private var observers: [(id: Int, observe: (String) -> Void)] = []
  private var nextID = 0

  init(_ value: String) { first = value }

  func bind(_ observer: @escaping (String) -> Void) -> AnyObject {
    let id = nextID
    nextID += 1
    observers.append((id, observer))
    observer(first)
    return TestToken { [weak self] in MainActor.assumeIsolated { self?.observers.removeAll { $0.id == id } } }
  }

  func update(_ value: String) {
    for observer in observers { observer.observe(value) }
  }
}

/// The mistake: the lesson's view, minus ``BindingProbe``: no second view can bind, so
/// nothing shows that the binding serves one.
@MainActor
final class UnprobedView: CalculatorScreen, CalculatorMVVM.CalculatorView {
  private let viewModel: CalculatorViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = CalculatorViewModel(model: model)
    bindings = bind(to: viewModel.outputs)
  }

  func editToken(_ token: String) { viewModel.inputs.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputs.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
}

/// The mistake: the screen binds a closure, and no object is the view at all.
@MainActor
final class ViewlessScreen: CalculatorScreen, BindingProbe {
  private let viewModel: CalculatorViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = CalculatorViewModel(model: model)
    bindings = [viewModel.outputs.resultText.bind { [weak self] in self?.resultText = $0 }]
  }

  func editToken(_ token: String) { viewModel.inputs.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputs.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.outputs.resultText.bind(observer)
  }
}

/// The mistake: the view model renders through a closure that captures the view strongly. No
/// property names the view; that it stays alive shows it.
@MainActor
final class RenderingViewModel: BoundFieldsViewModel {
  var render: ((String) -> Void)?
}

@MainActor
final class RenderedView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: RenderingViewModel
  private var bindings: [BindingToken] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel) {
    viewModel = RenderingViewModel(model: model)
    bindings = [viewModel.output.bind { [weak self] in self?.showResultText($0) }]
    viewModel.render = { self.showResultText($0) }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}

/// The mistake: room for two observers. A third is given the current value and then
/// silently never called again.
@MainActor
final class TwoListenerObservable: TestBinding {
  private var value: String
  private var listeners: [(String) -> Void] = []

  init(_ value: String) { self.value = value }

  func bind(_ observer: @escaping (String) -> Void) -> AnyObject {
    if listeners.count < 2 { listeners.append(observer) }
    observer(value)
    return TestToken {}
  }

  func update(_ value: String) {
    self.value = value
    for listener in listeners { listener(value) }
  }
}

/// The mistake: each new observer goes first. It calls back at once, as the lesson's binding
/// does, so views bound in turn expect to be called in turn.
@MainActor
final class NewestFirstBinding: TestBinding {
  private var value: String
  private var listeners: [(id: Int, listen: (String) -> Void)] = []
  private var nextID = 0

  init(_ value: String) { self.value = value }

  func bind(_ observer: @escaping (String) -> Void) -> AnyObject {
    let id = nextID
    nextID += 1
    listeners.insert((id, observer), at: 0)
    observer(value)
    return TestToken { [weak self] in MainActor.assumeIsolated { self?.listeners.removeAll { $0.id == id } } }
  }

  func update(_ value: String) {
    self.value = value
    for listener in listeners { listener.listen(value) }
  }
}

/// The mistake: the view model casts its navigation delegate back to the coordinator's class
/// and keeps that, so it reaches the views the coordinator keeps, not only where to go next.
@MainActor
final class ClassCoordinatedViewModel: CoordinatedViewModel {
  weak var coordinator: CalculatorCoordinator?

  override var navigation: (any CalculatorNavigation)? {
    didSet { coordinator = navigation as? CalculatorCoordinator }
  }
}

/// A view model over a binding of the test's own; right in every other way.
@MainActor
final class TestBindingViewModel<Binding: TestBinding> {
  let resultText: Binding
  private let model: any CalculatorModel
  private var token = ""
  private var input = ""

  init(model: any CalculatorModel) {
    self.model = model
    resultText = Binding(String(model.sum(of: "", separatedBy: "")))
  }

  func tokenChanged(_ token: String) {
    self.token = token
    resultText.update(String(model.sum(of: input, separatedBy: token)))
  }

  func inputChanged(_ input: String) {
    self.input = input
    resultText.update(String(model.sum(of: input, separatedBy: token)))
  }
}

/// A view bound to a ``TestBindingViewModel``. It shows `0` by itself before anything
/// arrives, so a binding that gives no current value still shows `0` first.
@MainActor
final class TestBindingView<Binding: TestBinding>: CalculatorScreen, CalculatorMVVM.CalculatorView,
  BindingProbe
{
  private let viewModel: TestBindingViewModel<Binding>
  private let trace: Trace?
  private var bindings: [AnyObject] = []
  private(set) var resultText = "0"

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = TestBindingViewModel(model: model)
    let output = viewModel.resultText
    let bindView = { [output.bind { [weak self] in self?.showResultText($0) }] }
    bindings =
      trace?.bindView(to: output.bind, named: "resultText", describedBy: Trace.literal, view: bindView)
      ?? bindView()
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    resultText = text
  }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.resultText.bind(observer)
  }
}

/// The mistake, on the score list: its state keeps a single listener (seed 002's
/// Observable), so the last view to bind is the only one told.
@MainActor
final class SingleListenerState {
  private var value: ScoreListState
  private var listener: ((ScoreListState) -> Void)?

  init(_ value: ScoreListState) { self.value = value }

  func bind(_ observer: @escaping (ScoreListState) -> Void) -> AnyObject {
    listener = observer
    observer(value)
    return TestToken {}
  }

  func update(_ value: ScoreListState) {
    self.value = value
    listener?(value)
  }
}

/// Loads as the lesson's view model does, and publishes through a single-listener output.
@MainActor
final class SingleListenerListViewModel {
  let state = SingleListenerState(.loading)
  private let service: any ScoreService
  private var request: Task<Result<[Player], RosterError>, Never>?

  init(service: any ScoreService) { self.service = service }

  func load() async {
    self.request?.cancel()
    state.update(.loading)
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
    guard !request.isCancelled else { return }
    switch answer {
    case .success(let players):
      state.update(players.isEmpty ? .empty : .rows(players.map(PlayerRowViewModel.init)))
    case .failure(let error): state.update(.failed(error.shownMessage))
    }
  }
}

/// The list's view: binds to the single-listener state and shows each state.
@MainActor
final class SingleListenerListView: ScoreListScreen, BindingProbe {
  /// Appears as the lessons once did: a task that keeps the screen until the service answers
  /// (``Mistake/loadsTheOldWay``).
  func appear() { Task { await load() } }

  let viewModel: SingleListenerListViewModel
  private var token: AnyObject?
  private(set) var shownStates: [ScoreListSnapshot] = []

  init(service: any ScoreService) {
    viewModel = SingleListenerListViewModel(service: service)
    token = viewModel.state.bind { [weak self] in self?.shownStates.show(ScoreListSnapshot($0)) }
  }

  func load() async { await viewModel.load() }

  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.state.bind { observer(String(describing: ScoreListSnapshot($0))) }
  }
}

/// The mistake: the view model is a value, and another object stores it; the view keeps that
/// object, not its view model, so nothing says the view model lives as long as the view.
@MainActor
final class ValueKeeper {
  let viewModel: ClosureViewModel
  init(_ viewModel: ClosureViewModel) { self.viewModel = viewModel }
}

/// Reaches its view model through the object that stores it.
@MainActor
final class ValueKeepingView: CalculatorScreen, BindingProbe {
  private let keeper: ValueKeeper
  private var subscription: ClosureSubscription?
  private(set) var resultText = ""

  init(keeper: ValueKeeper) {
    self.keeper = keeper
    subscription = keeper.viewModel.bindResultText { [weak self] in self?.resultText = $0 }
  }

  func editToken(_ token: String) { keeper.viewModel.tokenChanged(token) }
  func editInput(_ input: String) { keeper.viewModel.inputChanged(input) }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    keeper.viewModel.bindResultText(observer)
  }
}
