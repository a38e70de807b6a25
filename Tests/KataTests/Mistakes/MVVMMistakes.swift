import CalculatorRule

@testable import CalculatorMVVM
@testable import KataDriver

// MVVM, done wrong in five ways that still show the right sums.

extension Mistake {
  static let mvvmMistakes: [Mistake] = [
    Mistake(
      name: "a view model that holds its view and calls it",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: ViewModelWithAView.self, are: .viewModel)],
        calculator: { ViewModelWithAViewScreen(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: ["the view model cannot reach any view", "every result reaches the view through a binding"]),
    Mistake(
      name: "an MVVM view that reads the result instead of binding to it",
      architecture: .mistake(of: .mvvm, calculator: { PullingView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: ["every result reaches the view through a binding"]),
    Mistake(
      name: "an MVVM view that holds its view model weakly",
      architecture: .mistake(of: .mvvm, calculator: { WeakViewModelWindow(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: ["the view owns its view model"]),
    Mistake(
      name: "a binding that gives no current value on bind, under a view that shows 0 by itself",
      architecture: bound(SilentOnBindBinding.self),
      screen: .calculator,
      breaks: ["the binding gives the current value on bind"]),
    Mistake(
      name: "a binding that keeps a single listener (seed 002's Observable)",
      architecture: bound(SingleListenerBinding.self),
      screen: .calculator,
      breaks: ["the binding serves several observers"]),
  ]

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
  private var bindings: [ObservationToken] = []

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
