import CalculatorModel

@testable import CalculatorMVVM
@testable import KataDriver
@testable import KataShape
@testable import KataTracing

// MVVM views told their results by the view model itself, while the trace is told they came
// through a binding. The sender is measured on the call stack where each result arrives.

extension Mistake {
  static let claimedBindingMistakes: [Mistake] = [
    Mistake(
      name:
        "an MVVM view model that finds its view in a global weak registry and calls it, logged from: .binding",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: RegistryViewModel.self, are: .viewModel)],
        calculator: { RegisteredView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.resultsArriveThroughBinding],
      says: "ViewModel -> View"),
    Mistake(
      name: "an MVVM view model that sets the view's label, held weakly and declared a Binding",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: LabelSettingViewModel.self, are: .viewModel),
          .objects(of: BindingLabel.self, are: .binding),
        ],
        calculator: { LabelledView(model: $0, trace: $1) }),
      screen: .calculator,
      // The extra views bind to `output`, not to the label the view model sets.
      breaks: [.resultsArriveThroughBinding, .servesSeveralObservers],
      says: "ViewModel -> View"),
    Mistake(
      name: "an MVVM view bound to a single listener, while bindAnotherView binds a correct decoy",
      architecture: .mistake(
        of: .mvvm,
        roles: [
          .objects(of: DecoyViewModel.self, are: .viewModel),
          .objects(of: SingleListenerBinding.self, are: .binding),
          .objects(of: TestToken.self, are: .binding),
        ],
        calculator: { DecoyView(model: $0, trace: $1) }),
      screen: .calculator,
      breaks: [.servesSeveralObservers],
      says:
        "the view's results arrive through SingleListenerBinding, but views bound through BindingProbe get theirs from BoundValue"
    ),
    Mistake(
      name: "an MVVM view model that calls its view through a closure the view handed it, nothing logged",
      architecture: .mistake(
        of: .mvvm, roles: [.objects(of: ClosureCallingViewModel.self, are: .viewModel)],
        calculator: { ClosureCalledView(model: $0, trace: $1) }),
      screen: .calculator, breaks: [], unseenRoute: "`onResult`"),
  ]
}

/// The mistake: the view model keeps a closure its view gave it, and calls it with each result;
/// no property of the view model names a view, and the view notes nothing.
@MainActor
final class ClosureCallingViewModel: BoundFieldsViewModel {
  var onResult: ((String) -> Void)?

  override func publish(_ text: String) {
    super.publish(text)
    onResult?(text)
  }
}

@MainActor
final class ClosureCalledView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: ClosureCallingViewModel
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    viewModel = ClosureCallingViewModel(model: model)
    resultText = viewModel.resultText
    viewModel.onResult = { [weak self] in self?.showResultText($0) }
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { resultText = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}

/// Where each view is found by its view model's identity: weakly, outside the screen, so that
/// no stored property of the view model names a view.
@MainActor
enum ViewRegistry {
  private static var views: [ObjectIdentifier: WeakRegisteredView] = [:]

  static func register(_ view: RegisteredView, for viewModel: AnyObject) {
    views = views.filter { $0.value.view != nil }
    views[ObjectIdentifier(viewModel)] = WeakRegisteredView(view: view)
  }

  static func view(for viewModel: AnyObject) -> RegisteredView? { views[ObjectIdentifier(viewModel)]?.view }
}

struct WeakRegisteredView {
  weak var view: RegisteredView?
}

/// The mistake: the view model looks its view up and calls it; it publishes `output` too, for
/// other views, so that every binding rule holds.
@MainActor
final class RegistryViewModel: BoundFieldsViewModel {
  override func publish(_ text: String) {
    super.publish(text)
    ViewRegistry.view(for: self)?.showResultText(text)
  }
}

@MainActor
final class RegisteredView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: RegistryViewModel
  private let trace: Trace?
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = RegistryViewModel(model: model)
    ViewRegistry.register(self, for: viewModel)
    resultText = viewModel.resultText
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .binding)
    resultText = text
  }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}

/// The view's label, declared a Binding: setting its text records an arrival from the binding.
@MainActor
final class BindingLabel {
  var trace: Trace?
  var text = "" {
    didSet { trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .binding) }
  }
}

/// The mistake: the view model holds the view's label weakly and sets its text.
@MainActor
final class LabelSettingViewModel: BoundFieldsViewModel {
  weak var label: BindingLabel?

  override func publish(_ text: String) {
    super.publish(text)
    label?.text = text
  }
}

@MainActor
final class LabelledView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: LabelSettingViewModel
  private let label = BindingLabel()

  init(model: any CalculatorModel, trace: Trace?) {
    label.trace = trace
    viewModel = LabelSettingViewModel(model: model)
    viewModel.label = label
    label.text = viewModel.resultText
  }

  var resultText: String { label.text }
  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) { label.text = text }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}

/// The mistake: the view binds to `output`, which keeps a single listener; `decoy`, a correct
/// binding of the same text, is what ``BindingProbe`` hands to other views.
@MainActor
final class DecoyViewModel: BoundFieldsViewModel {
  let single = SingleListenerBinding("")

  override init(model: any CalculatorModel) {
    super.init(model: model)
    single.update(resultText)
  }

  override func publish(_ text: String) {
    super.publish(text)
    single.update(text)
  }
}

@MainActor
final class DecoyView: CalculatorScreen, CalculatorMVVM.CalculatorView, BindingProbe {
  private let viewModel: DecoyViewModel
  private let trace: Trace?
  private var bindings: [AnyObject] = []
  private(set) var resultText = ""

  init(model: any CalculatorModel, trace: Trace?) {
    self.trace = trace
    viewModel = DecoyViewModel(model: model)
    bindings = [viewModel.single.bind { [weak self] in self?.showResultText($0) }]
  }

  func editToken(_ token: String) { viewModel.tokenChanged(token) }
  func editInput(_ input: String) { viewModel.inputChanged(input) }
  func showResultText(_ text: String) {
    trace?.arrived(at: .view, "showResultText(\(Trace.literal(text)))", from: .viewModel)
    resultText = text
  }
  func bindAnotherView(_ observer: @escaping (String) -> Void) -> AnyObject {
    viewModel.output.bind(observer)
  }
}
